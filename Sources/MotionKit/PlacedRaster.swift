internal import CCairo
import FoundationEssentials

/// A raster painted scaled or off the pixel grid, painted once onto whole pixels and kept: a
/// board's piece of 43.6 pixels at x = 136.36. cairo takes such a paint through pixman's general
/// bilinear path, a fifth of a `/board.png`'s time (perf), where a kept placement is one plain
/// copy over the frame. The same piece on every square of the same phase is the same placement.
///
/// The raster is painted onto its own transparent pixels first, then over the frame, whether it
/// was kept or not (`KeptRasters`), so what is kept never shows: a frame is the same pixels drawn
/// first or hundredth. Against painting straight onto the frame, that rounds once more, by at
/// most a step per channel where the piece's edge is translucent.
struct PlacedRaster {
    /// Everything a placement's pixels depend on: the raster, held so that its address is not
    /// reused while kept, its scale and where it starts within its first pixel.
    struct Key: Hashable, Sendable {
        let source: RasterIdentity
        let scaleX: Double, scaleY: Double
        let phaseX: Double, phaseY: Double
    }

    /// The placements painted so far, for every canvas and worker: a board's twelve pieces at
    /// each square's phase.
    static let kept = KeptRasters<Key>(byteBudget: 48 << 20)

    /// Past this a placement costs more memory than painting it costs time.
    static let maxBytes = 4 << 20

    let key: Key
    /// The device pixel the placement's top-left pixel covers.
    let originX: Int, originY: Int
    let size: PixelSize

    /// Where `source` lands under `transform` (its pixels to the device), or nil when a kept
    /// placement cannot stand in for it: a rotated, skewed or mirrored transform, or one too
    /// large or not finite; or when it need not: unscaled on whole pixels, which cairo paints
    /// as a plain copy already.
    init?(source: CairoSourceSurface, transform m: AffineTransform) {
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0, source.width > 0, source.height > 0 else { return nil }
        let left = m.tx.rounded(.down), top = m.ty.rounded(.down)
        guard m.a != 1 || m.d != 1 || left != m.tx || top != m.ty else { return nil }
        let right = (m.tx + m.a * Double(source.width)).rounded(.up), bottom = (m.ty + m.d * Double(source.height)).rounded(.up)
        let limit = Double(DeviceBox.limit)
        guard [m.a, m.d, left, top, right, bottom].allSatisfy(\.isFinite), abs(left) < limit, abs(top) < limit,
              right > left, bottom > top, (right - left) * (bottom - top) * 4 <= Double(Self.maxBytes)
        else { return nil }
        key = Key(source: RasterIdentity(source: source), scaleX: m.a, scaleY: m.d, phaseX: m.tx - left, phaseY: m.ty - top)
        originX = Int(left)
        originY = Int(top)
        size = PixelSize(width: Int(right - left), height: Int(bottom - top))
    }

    /// Paints the placement over `cr`'s target at `alpha`; false, having painted nothing, when its
    /// pixels cannot be painted.
    func paint(on cr: OpaquePointer, alpha: Double) -> Bool {
        Self.kept.withRaster(for: key, size: size, painting: paint(into:)) { raster in
            raster.withSource(on: cr, x: originX, y: originY) { cairo_paint_with_alpha(cr, alpha) }
        }
    }

    /// Paints the raster onto `surface`, transparent and `size`, as the canvas would paint it at
    /// this phase and scale.
    private func paint(into surface: OpaquePointer) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw .cairo(status: "no memory for a placed raster") }
        defer { cairo_destroy(cr) }
        var matrix = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.phaseX, y0: key.phaseY)
        cairo_set_matrix(cr, &matrix)
        let source = key.source.source
        source.withSurfaceForOnePaint { source.paint($0, on: cr, alpha: 1) }
        try RenderError.check(cairo_status(cr))
    }
}
