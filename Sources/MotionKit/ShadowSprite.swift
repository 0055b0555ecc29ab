internal import CCairo
import FoundationEssentials
import Synchronization

/// A shadow's layers drawn once into a picture of their own, to be painted wherever the same
/// shadow falls again. A card's shadow is the costliest thing in a card scene (four translucent
/// rounded rects, each a pass of cairo's rasteriser over its corners), and it is the same shape
/// on every frame: a card that rises, slides or rests only moves it. Painting the picture is one
/// pass over the pixels the shadow shows.
///
/// To be the same picture wherever it falls, a sprite is placed on whole pixels: its position
/// is taken to a quarter pixel (`phaseSteps`) and its scale to an eighth of a pixel across
/// (`scaleSteps`), so the shadow can sit up to an eighth of a pixel from where the layers would
/// have put it, under faces drawn exactly: a soft shadow of a few per cent alpha, moved by less
/// than its own antialiasing. Painting the layers into the sprite and the sprite over the frame
/// rounds once more than painting the layers over the frame, by at most a step per channel.
struct ShadowSprite {
    /// Everything the sprite's pixels depend on: the shadow in its own units, and how it lands
    /// on the pixel grid.
    struct Key: Hashable, Sendable {
        var width, height, radius, offsetY, spread: Double
        var color: Color
        var scaleX, scaleY: Double
        var phaseX, phaseY: Double
    }

    /// The sprites drawn so far, for every canvas and worker: a scene has a handful of shadow
    /// shapes, each at a few quarter-pixel phases, so after the first frames nearly every shadow
    /// is painted from here.
    static let kept = KeptRasters<Key>(byteBudget: 64 << 20)

    static let phaseSteps = 4.0
    static let scaleSteps = 8.0
    /// Past this a sprite costs more memory than drawing the layers costs time.
    static let maxBytes = 16 << 20

    let key: Key
    /// The device pixel the sprite's top-left pixel covers.
    let originX: Int, originY: Int
    let pixelWidth: Int, pixelHeight: Int

    /// Where the shadow of `rect` falls under `transform`, or nil when a sprite cannot stand in
    /// for it: a rotated, skewed or mirrored transform, or a shadow too large or not finite.
    init?(rect: Rect, radius: Double, offsetY: Double, spread: Double, color: Color, transform m: AffineTransform) {
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return nil }
        let widest = MotionCanvas.widestLayer(ofShadow: rect, offsetY: offsetY, spread: spread)
        let scaleX = (m.a * widest.width * Self.scaleSteps).rounded() / (widest.width * Self.scaleSteps)
        let scaleY = (m.d * widest.height * Self.scaleSteps).rounded() / (widest.height * Self.scaleSteps)
        let left = ((m.a * widest.minX + m.tx) * Self.phaseSteps).rounded() / Self.phaseSteps
        let top = ((m.d * widest.minY + m.ty) * Self.phaseSteps).rounded() / Self.phaseSteps
        let limit = Double(DeviceBox.limit)
        guard [scaleX, scaleY, left, top, radius, rect.width, rect.height].allSatisfy(\.isFinite), scaleX > 0, scaleY > 0,
              abs(left) < limit, abs(top) < limit else { return nil }
        let phaseX = left - left.rounded(.down), phaseY = top - top.rounded(.down)
        let width = (1 + phaseX + scaleX * widest.width).rounded(.up) + 1
        let height = (1 + phaseY + scaleY * widest.height).rounded(.up) + 1
        guard width * height * 4 <= Double(Self.maxBytes) else { return nil }
        key = Key(width: rect.width, height: rect.height, radius: radius, offsetY: offsetY, spread: spread, color: color,
                  scaleX: scaleX, scaleY: scaleY, phaseX: phaseX, phaseY: phaseY)
        originX = Int(left.rounded(.down)) - 1
        originY = Int(top.rounded(.down)) - 1
        pixelWidth = Int(width)
        pixelHeight = Int(height)
    }

    /// Hands `use` the sprite's pixels, kept or painted now; false when they cannot be painted.
    func withPixels(_ use: (RasterImage) -> Void) -> Bool {
        Self.kept.withRaster(for: key, size: PixelSize(width: pixelWidth, height: pixelHeight), painting: paint(on:), use)
    }

    /// Paints the sprite on `surface`, transparent and `pixelWidth` × `pixelHeight`: the layers
    /// of the shadow of a rect at the origin, placed so that its widest layer starts
    /// `1 + phase` pixels in.
    func paint(on surface: OpaquePointer) throws(RenderError) {
        let rect = Rect(x: 0, y: 0, width: key.width, height: key.height)
        let widest = MotionCanvas.widestLayer(ofShadow: rect, offsetY: key.offsetY, spread: key.spread)
        guard let cr = cairo_create(surface) else { throw .cairo(status: "no memory for a shadow sprite") }
        defer { cairo_destroy(cr) }
        var matrix = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY,
                                    x0: 1 + key.phaseX - key.scaleX * widest.minX, y0: 1 + key.phaseY - key.scaleY * widest.minY)
        cairo_set_matrix(cr, &matrix)
        for layer in MotionCanvas.shadowLayers(of: rect, radius: key.radius, offsetY: key.offsetY, spread: key.spread,
                                               color: key.color) {
            Path.roundedRect(layer.rect, radius: layer.radius).trace(on: cr)
            cairo_set_source_rgba(cr, layer.color.red, layer.color.green, layer.color.blue, layer.color.alpha)
            cairo_fill(cr)
        }
        try RenderError.check(cairo_status(cr))
    }
}
