internal import CCairo
import FoundationEssentials

extension RasterImage {
    /// A frame drawn by `draw` straight into the image's own bytes: cairo renders into the
    /// array's storage, so a frame is never zero-filled first nor copied out afterwards.
    ///
    /// The bytes start uninitialised, so `draw` must cover every pixel with an operator that
    /// does not read the destination before anything blends over it (the renderer paints its
    /// background with CAIRO_OPERATOR_SOURCE).
    static func drawn(size: PixelSize, _ draw: (CairoContext) throws(RenderError) -> Void) throws(RenderError) -> RasterImage {
        try painted(size: size) { surface throws(RenderError) in
            // The context is released right after the call, which finishes the surface before
            // the bytes are handed out.
            try draw(CairoContext(surface: cairo_surface_reference(surface), isVector: false))
        }
    }

    /// A frame painted by `paint` on an image surface over the image's own uninitialised bytes
    /// (see `drawn`). The surface is finished and released before the bytes are handed out, so
    /// `paint` must not keep it.
    static func painted(size: PixelSize, _ paint: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) -> RasterImage {
        let count = try byteCount(of: size)
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            do throws(RenderError) {
                try onSurface(over: buffer.baseAddress, size: size, paint)
                initialized = count
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Paints on an image surface over `pixels`, a `size` frame's bytes, in place. The surface
    /// is finished and released before this returns.
    static func paint(_ pixels: inout [UInt8], size: PixelSize, _ body: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) {
        guard pixels.count == (try byteCount(of: size)) else { throw .cairo(status: "\(pixels.count) bytes are not a \(size) frame") }
        var failure: RenderError?
        pixels.withUnsafeMutableBufferPointer { buffer in
            do throws(RenderError) { try onSurface(over: buffer.baseAddress, size: size, body) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// The bytes of a `size` frame; ARGB32 rows are whole 32-bit words, so cairo never pads them
    /// and RasterImage packs rows.
    private static func byteCount(of size: PixelSize) throws(RenderError) -> Int {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(size.width)))
        guard stride == size.width * 4 else { throw .cairo(status: "unexpected stride \(stride) for a \(size) image") }
        return stride * size.height
    }

    /// Runs `body` with an image surface over the bytes at `start`, then finishes and frees it.
    private static func onSurface(over start: UnsafeMutablePointer<UInt8>?, size: PixelSize,
                                  _ body: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) {
        guard let start,
              let surface = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height),
                                                                Int32(size.width * 4)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw .cairo(status: "no memory for a \(size) image") }
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        try body(surface)
    }
}
