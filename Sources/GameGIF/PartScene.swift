import MotionKit

/// A part of a frame (a square, a bar, an overlay) as a scene of its own: `box` is the part's
/// size in the frame's box units and `origin` where it sits in the frame, so the part is drawn
/// by the frame's own drawing code at the frame's scale, on whole pixels, as the whole frame
/// would draw it there.
struct PartScene: MotionScene {
    var origin: Point
    var box: Size
    var drawing: @Sendable (MotionCanvas) -> Void

    var duration: Double { 0 }
    var stillTime: Double { 0 }

    func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.translate(-origin.x, -origin.y)
        drawing(c)
    }

    /// The part drawn at `scale` pixels a unit: `pixels` wide and high.
    static func raster(origin: Point, pixels: PixelSize, scale: Double, style: GameGIFStyle, clear: Bool = false,
                       _ drawing: @escaping @Sendable (MotionCanvas) -> Void) throws(GameGIFError) -> RasterImage {
        let scene = PartScene(origin: origin, box: Size(Double(pixels.width) / scale, Double(pixels.height) / scale),
                              drawing: drawing)
        var environment = style.environment
        environment.transparentBackground = clear
        do {
            return try FrameRenderer(scene: scene, palettes: style.palettes, environment: environment).raster(at: 0, size: pixels)
        } catch { throw .drawing(error) }
    }
}
