import MotionKit

extension RenderingOptions {
    /// The frame size for pictures made of many frames (sheets, preview pages): `--width` or
    /// `--scale` when given, else the scene's box at scale 1 so that the whole stays a sane size.
    func smallFrameSize(box: Size, scale defaultScale: Double = 1) throws -> PixelSize {
        if width != nil || scale != nil { return try pixelSize(box: box) }
        return try PixelSize.fitting(box: box, width: Int((box.width * defaultScale).rounded())).validated()
    }
}
