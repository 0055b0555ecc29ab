internal import CCairo
import FoundationEssentials

extension RasterImage {
    /// The frame as PNG through cairo's writer (libpng). Nothing the tool writes uses it: it is
    /// the reference that `PNGEncoder` is checked and measured against, in tests and benchmarks.
    package func cairoPNGData() throws(RenderError) -> Data {
        guard width > 0, height > 0, width <= PixelSize.maximumSide, height <= PixelSize.maximumSide,
              pixels.count == width * height * 4 else {
            throw .encoding(.pixelCountMismatch(width: width, height: height, bytes: pixels.count))
        }
        var copy = pixels
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride == width * 4 else { throw .cairo(status: "unexpected stride \(stride)") }
        var output = Data()
        let status: cairo_status_t = copy.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            else { return CAIRO_STATUS_NO_MEMORY }
            defer { cairo_surface_destroy(surface) }
            return withUnsafeMutablePointer(to: &output) { sink in
                cairo_surface_write_to_png_stream(surface, { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    closure.assumingMemoryBound(to: Data.self).pointee.append(data, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, sink)
            }
        }
        try RenderError.check(status)
        return output
    }
}
