internal import CCairo
import FoundationEssentials

/// The surface a scene draws on. Its drawing state — opacity and transform — lives in the value,
/// so `var c2 = canvas; c2.fade(0.5)` is a save and dropping `c2` a restore (Docs/Design.md).
public struct MotionCanvas: Sendable {
    let context: CairoContext
    /// The colour tokens for the scheme being drawn.
    public let palette: Palette
    public let environment: MotionEnvironment
    /// The scene's logical box; drawing happens in these coordinates.
    public let box: Size
    /// Multiplies every colour's alpha; `fade` lowers it.
    public private(set) var opacity: Double = 1
    /// Box coordinates to device coordinates.
    public private(set) var transform: AffineTransform
    /// The frame's own transform, before the scene moves anything: text at rest is laid out at
    /// its scale (see `MotionCanvas+Text`).
    let restTransform: AffineTransform

    init(context: CairoContext, palette: Palette, environment: MotionEnvironment, box: Size, transform: AffineTransform) {
        self.context = context
        self.palette = palette
        self.environment = environment
        self.box = box
        self.transform = transform
        restTransform = transform
    }

    /// True when drawing into SVG or PDF.
    public var isVector: Bool { context.isVector }

    public mutating func fade(_ k: Double) { opacity *= Motion.clamp(k) }
    public mutating func translate(_ dx: Double, _ dy: Double) { transform = transform.translated(dx, dy) }
    public mutating func scale(_ s: Double) { transform = transform.scaled(s, s) }
    public mutating func scale(x: Double, y: Double) { transform = transform.scaled(x, y) }
    public mutating func rotate(_ radians: Double) { transform = transform.rotated(radians) }

    /// Scales by `s` around `p`, the usual way a pop or a flip is drawn.
    public mutating func scale(_ s: Double, around p: Point) {
        translate(p.x, p.y); scale(s); translate(-p.x, -p.y)
    }
    public mutating func scale(x: Double, y: Double, around p: Point) {
        translate(p.x, p.y); scale(x: x, y: y); translate(-p.x, -p.y)
    }
    public mutating func rotate(_ radians: Double, around p: Point) {
        translate(p.x, p.y); rotate(radians); translate(-p.x, -p.y)
    }

    /// This canvas with its transform replaced, for drawing a picture at its own placement
    /// (`MotionCanvas.picture(at:_:)`).
    func withTransform(_ transform: AffineTransform) -> MotionCanvas {
        var canvas = self
        canvas.transform = transform
        return canvas
    }

    /// Loads this value's state into the shared cairo context before a drawing call.
    func applyState() {
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_set_matrix(context.cr, &m)
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(context.cr, color.red, color.green, color.blue, color.alpha * opacity)
    }

    /// Nothing is visible at zero opacity; skipping keeps faded-out frames identical and cheap.
    var isInvisible: Bool { opacity <= 0 }
}
