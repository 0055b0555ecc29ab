internal import CCairo
import FoundationEssentials

extension VectorImage {
    /// The image painted exactly as a raster canvas paints it through `unitSquare` (the
    /// transform taking the unit square to its device rectangle): the same raster at the same
    /// size, the same filter, at the same fractional place. Returned as the whole device pixels
    /// it covers and their top-left corner, for players that show a picture pixel for pixel.
    package func placedRaster(through unitSquare: AffineTransform) -> (image: RasterImage, x: Int, y: Int)? {
        let sx = (unitSquare.a * unitSquare.a + unitSquare.b * unitSquare.b).squareRoot()
        let sy = (unitSquare.c * unitSquare.c + unitSquare.d * unitSquare.d).squareRoot()
        let box = DeviceBox(covering: Rect(x: 0, y: 0, width: 1, height: 1), transform: unitSquare)
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard box != .everything, width > 0, height > 0, width <= ImageLimits.maxRasterSide, height <= ImageLimits.maxRasterSide
        else { return nil }
        let source: CairoSourceSurface
        switch self.source {
        case .svg(let svg):
            let rw = max(1, Int(sx.rounded(.up))), rh = max(1, Int(sy.rounded(.up)))
            guard rw <= ImageLimits.maxRasterSide, rh <= ImageLimits.maxRasterSide else { return nil }
            source = svg.raster(width: rw, height: rh)
        case .bitmap(let bitmap):
            source = bitmap.source
        }
        let image = try? RasterImage.drawn(size: PixelSize(width: width, height: height)) { context throws(RenderError) in
            let cr = context.cr
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            let m = unitSquare.scaled(1 / Double(source.width), 1 / Double(source.height))
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx - Double(box.x0), y0: m.ty - Double(box.y0))
            cairo_set_matrix(cr, &matrix)
            source.withSurfaceForOnePaint { surface in
                source.paint(surface, on: cr, alpha: 1)
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
        }
        return image.map { ($0, box.x0, box.y0) }
    }
}
