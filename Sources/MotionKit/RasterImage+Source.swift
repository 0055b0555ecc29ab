internal import CCairo
import Foundation

extension RasterImage {
    /// Runs `paint` with this image as `cr`'s source, its top-left pixel at device pixel
    /// (`x`, `y`) under an identity matrix, through a cairo surface made for this one paint.
    ///
    /// Pictures kept for every worker are kept as bytes, not as cairo surfaces: painting one
    /// surface from two threads at once is not safe, since cairo 1.16 takes a reference to its
    /// pixman image without atomics whenever it can paint it unscaled, which is exactly how a
    /// kept picture is painted. A surface of its own costs one small allocation.
    func withSource(on cr: OpaquePointer, x: Int, y: Int, _ paint: () -> Void) {
        pixels.withUnsafeBytes { bytes in
            // cairo only reads a source's bytes.
            guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: start), CAIRO_FORMAT_ARGB32,
                                                                    Int32(width), Int32(height), Int32(width * 4)) else { return }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface, Double(x), Double(y))
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
            paint()
            // Nothing may point at the bytes once this returns.
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
    }
}
