import CPNGLib
import Foundation
import MotionKit

/// PNG files as libpng (Debian's libpng-dev) reads them, so the project's encoder is judged by
/// someone else's reading of the format.
public enum LibPNG {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The image as cairo would hold it (ARGB32: B, G, R, A bytes, colour premultiplied), so it
    /// compares with the frame it was encoded from. libpng gives straight RGBA; it is
    /// premultiplied here with cairo's rounding.
    public static func decode(_ data: Data) throws -> RasterImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw Failure(description: "libpng: " + message(image)) }
        image.format = 3 // PNG_FORMAT_RGBA: straight red, green, blue, alpha bytes
        let width = Int(image.width), height = Int(image.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        }
        guard finished != 0 else { throw Failure(description: "libpng: " + message(image)) }
        var pixels = [UInt8](repeating: 0, count: rgba.count)
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = UInt32(rgba[i + 3])
            pixels[i] = premultiply(rgba[i + 2], alpha)
            pixels[i + 1] = premultiply(rgba[i + 1], alpha)
            pixels[i + 2] = premultiply(rgba[i], alpha)
            pixels[i + 3] = UInt8(alpha)
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Cairo's rounding of colour × alpha / 255.
    static func premultiply(_ color: UInt8, _ alpha: UInt32) -> UInt8 {
        let t = UInt32(color) * alpha + 0x80
        return UInt8((t + (t >> 8)) >> 8)
    }

    static func message(_ image: png_image) -> String {
        var text = image.message
        return withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
