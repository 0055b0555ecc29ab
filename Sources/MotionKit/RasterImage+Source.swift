internal import CCairo
import FoundationEssentials

extension RasterImage {
    /// Runs `paint` with this image as `cr`'s source, its top-left pixel at device pixel
    /// (`x`, `y`) under an identity matrix, through a surface made for this one paint
    /// (`withSurfaceForOnePaint(over:)`): kept pictures and sprites are shared by every worker.
    func withSource(on cr: OpaquePointer, x: Int, y: Int, _ paint: () -> Void) {
        pixels.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            withSurfaceForOnePaint(over: UnsafeMutablePointer(mutating: start), width: width, height: height, stride: width * 4) { surface in
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, surface, Double(x), Double(y))
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                paint()
                // Nothing may point at the bytes once this returns.
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
            }
        }
    }
}
