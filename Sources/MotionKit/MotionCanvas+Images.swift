internal import CCairo
import FoundationEssentials

extension MotionCanvas {
    /// Draws an SVG into `rect`: from its raster cache at the exact device size on raster
    /// targets, as vectors on SVG/PDF targets.
    public func image(_ svg: SVGImage, in rect: Rect) {
        guard !isInvisible, rect.width > 0, rect.height > 0, !recordVector(.image(VectorImage(.svg(svg))), transform: unitSquare(to: rect))
        else { return }
        if isVector {
            applyState()
            let cr = context.cr
            // Opaque drawings go straight onto the page. A group is needed only to fade one, and
            // cairo 1.16's SVG surface never frees a group painted on it (about 40 kB per board
            // SVG), which a long-running service cannot afford for every piece.
            guard opacity < 1 else {
                cairo_save(cr)
                svg.renderVector(into: cr, rect: rect)
                cairo_restore(cr)
                return
            }
            cairo_push_group(cr)
            svg.renderVector(into: cr, rect: rect)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
            return
        }
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        let width = max(1, Int((rect.width * sx).rounded(.up)))
        let height = max(1, Int((rect.height * sy).rounded(.up)))
        guard width <= ImageLimits.maxRasterSide, height <= ImageLimits.maxRasterSide else { return }
        paint(svg.raster(width: width, height: height), in: rect)
    }

    public func image(_ bitmap: BitmapImage, in rect: Rect) {
        guard !isInvisible, rect.width > 0, rect.height > 0,
              !recordVector(.image(VectorImage(.bitmap(bitmap))), transform: unitSquare(to: rect)) else { return }
        paint(bitmap.source, in: rect)
    }

    /// The transform that takes the unit square to `rect` drawn through this canvas: how a
    /// vector recording places an image.
    private func unitSquare(to rect: Rect) -> AffineTransform {
        transform.translated(rect.minX, rect.minY).scaled(rect.width, rect.height)
    }

    private func paint(_ source: CairoSourceSurface, in rect: Rect) {
        perform(.image(RasterIdentity(source: source), in: rect, transform, opacity: opacity),
                box: DeviceBox(covering: rect, transform: transform)) {
            applyState()
            paintNow(source, in: rect)
        }
    }

    private func paintNow(_ source: CairoSourceSurface, in rect: Rect) {
        let cr = context.cr
        let m = transform.translated(rect.minX, rect.minY)
            .scaled(rect.width / Double(source.width), rect.height / Double(source.height))
        // Scaled or off the pixel grid on a raster target, from its placement kept on whole pixels.
        if !isVector, let placed = PlacedRaster(source: source, transform: m), placed.paint(on: cr, alpha: opacity) { return }
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_set_matrix(cr, &matrix)
        func paint(from surface: OpaquePointer) { source.paint(surface, on: cr, alpha: opacity) }
        // A vector document keeps its sources until it is finished, and is drawn by one thread.
        guard !isVector else { return paint(from: source.surface) }
        source.withSurfaceForOnePaint { surface in
            paint(from: surface)
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
    }
}

enum ImageLimits {
    /// Beyond this a raster would cost more memory than any sane output needs.
    static let maxRasterSide = 8192
}
