internal import CCairo
import Foundation

extension RasterImage {
    /// A frame drawn by `draw` straight into the image's own bytes: cairo renders into the
    /// array's storage, so a frame is never zero-filled first nor copied out afterwards.
    ///
    /// The bytes start uninitialised, so `draw` must cover every pixel with an operator that
    /// does not read the destination before anything blends over it (the renderer paints its
    /// background with CAIRO_OPERATOR_SOURCE).
    static func drawn(size: PixelSize, _ draw: (CairoContext) throws(RenderError) -> Void) throws(RenderError) -> RasterImage {
        let width = size.width, height = size.height
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        // ARGB32 rows are whole 32-bit words, so cairo never pads them; RasterImage packs rows.
        guard stride == width * 4 else { throw .cairo(status: "unexpected stride \(stride) for a \(size) image") }
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress,
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                failure = .cairo(status: "no memory for a \(size) image")
                return
            }
            do throws(RenderError) {
                // The context owns the surface and is released right after the call, which
                // finishes the surface before the bytes are handed out.
                try draw(CairoContext(surface: surface, isVector: false))
                initialized = stride * height
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
