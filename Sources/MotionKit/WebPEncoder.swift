internal import CWebP
import Foundation

/// Turns a rendered frame into lossy WebP bytes with libwebp, in this process: for the same
/// reasons as `JPEGEncoder` (one frame, milliseconds, no ffmpeg needed for a still). Unlike JPEG,
/// WebP keeps an alpha channel, so a transparent frame stays transparent.
public struct WebPEncoder: Sendable, Hashable {
    /// libwebp's quality scale.
    public static let qualities = 0...100
    public static let defaultQuality = 90

    public let quality: Int

    public init(quality: Int = WebPEncoder.defaultQuality) throws(RenderError) {
        guard Self.qualities.contains(quality) else {
            throw .qualityOutOfRange(format: "WebP", quality: quality, allowed: Self.qualities)
        }
        self.quality = quality
    }

    public func encode(_ image: RasterImage) throws(RenderError) -> Data {
        guard image.width > 0, image.height > 0, image.width <= Int(WEBP_MAX_DIMENSION), image.height <= Int(WEBP_MAX_DIMENSION),
              image.pixels.count == image.width * image.height * 4 else {
            throw .lossyEncoding(format: "WebP", reason: "a \(image.width)x\(image.height) frame cannot be encoded "
                                 + "(each side 1 to \(WEBP_MAX_DIMENSION) pixels)")
        }
        let straight = image.straightBGRA()
        var output: UnsafeMutablePointer<UInt8>?
        let size = straight.withUnsafeBufferPointer { pixels in
            WebPEncodeBGRA(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
                           Float(quality), &output)
        }
        guard size > 0, let output else { throw .lossyEncoding(format: "WebP", reason: "libwebp could not encode the frame") }
        defer { WebPFree(output) }
        return Data(bytes: output, count: size)
    }
}
