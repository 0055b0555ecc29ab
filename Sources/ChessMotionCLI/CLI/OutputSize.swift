import MotionKit

/// Turns `--width` / `--scale` into a pixel size that keeps the scene box's proportions.
enum OutputSize {
    static let defaultWidth = 720

    static func resolve(box: Size, width: Int?, scale: Double?) throws -> PixelSize {
        let size: PixelSize
        if let scale {
            size = PixelSize(width: Int((box.width * scale).rounded()), height: Int((box.height * scale).rounded()))
        } else {
            size = PixelSize.fitting(box: box, width: width ?? defaultWidth)
        }
        return try size.validated()
    }
}
