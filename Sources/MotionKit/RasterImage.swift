internal import CCairo
import FoundationEssentials
import Glibc
import PNGCodec

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

    /// The frame as a PNG file: every PNG the tool writes is made here, by `PNGEncoder.standard`.
    /// `cores` is how many it may use at once: `serve` lends an encode the cores of its idle
    /// workers; frames encoded side by side (sequences, clips, batches) keep to one each.
    public func pngData(cores: Int = 1) throws(RenderError) -> Data {
        do { return try PNGEncoder.standard.encode(width: width, height: height, pixels: pixels, cores: cores) } catch { throw .encoding(error) }
    }

    /// Reads a PNG back, e.g. a committed snapshot reference.
    package static func decodePNG(at url: URL) throws(ImageError) -> RasterImage {
        let bitmap = try BitmapImage.load(pngAt: url)
        return withExtendedLifetime(bitmap) { RasterImage(painting: bitmap.source.surface) }
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
