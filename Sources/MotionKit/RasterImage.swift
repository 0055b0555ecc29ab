internal import CCairo
import Foundation

/// A rendered frame as plain bytes: premultiplied BGRA, rows packed (`width * 4` bytes each).
/// A value, so frames can travel between render workers and an encoder without sharing Cairo state.
public struct RasterImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y) as straight (un-premultiplied) colour, for probes and tests.
    public func color(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        let a = Double(pixels[i + 3]) / 255
        guard a > 0 else { return .clear }
        return Color(red: Double(pixels[i + 2]) / 255 / a, green: Double(pixels[i + 1]) / 255 / a,
                     blue: Double(pixels[i]) / 255 / a, alpha: a)
    }

    /// Encodes as PNG through Cairo's encoder.
    public func pngData() throws(RenderError) -> Data {
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
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(status: String(cString: cairo_status_to_string(status))) }
        return output
    }

    /// Reads a PNG back, e.g. a committed snapshot reference.
    public static func decodePNG(at url: URL) throws(ImageError) -> RasterImage {
        let bitmap = try BitmapImage.load(pngAt: url)
        let surface = bitmap.source.surface
        // Paint onto a fresh ARGB32 surface so RGB24 or other PNG layouts come out the same way.
        let width = bitmap.pixelWidth, height = bitmap.pixelHeight
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(target)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        let image = RasterImage(copying: target)
        cairo_surface_destroy(target)
        return image
    }

    /// Copies an ARGB32 image surface's pixels out, row by row (its stride may exceed width * 4).
    init(copying surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = width * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBytes { target in
                for row in 0..<height {
                    memcpy(target.baseAddress! + row * rowBytes, data + row * stride, rowBytes)
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
