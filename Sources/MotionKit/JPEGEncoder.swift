internal import CJPEG
import Foundation

/// Turns a rendered frame into JPEG bytes with libjpeg-turbo, in this process.
///
/// Why libjpeg-turbo through a small C shim rather than ffmpeg: a still is one frame, and the
/// library encodes a 720 × 560 frame in about a millisecond straight from cairo's BGRA bytes (no
/// copy, no conversion), where starting ffmpeg costs tens of milliseconds and would make `still`
/// depend on a program that PNG, SVG and PDF stills do not need. Debian ships the library
/// (`libjpeg62-turbo-dev`), and cairo's own dependencies already pull in its runtime. The shim
/// exists only because libjpeg reports errors by longjmp, which Swift cannot catch.
///
/// JPEG has no alpha channel: the frame must be opaque (the CLI refuses `--transparent` for it).
public struct JPEGEncoder: Sendable, Hashable {
    /// libjpeg's quality scale.
    public static let qualities = 1...100
    /// High enough that a board's flat colours and thin outlines show no ringing.
    public static let defaultQuality = 90

    public let quality: Int

    public init(quality: Int = JPEGEncoder.defaultQuality) throws(RenderError) {
        guard Self.qualities.contains(quality) else {
            throw .qualityOutOfRange(format: "JPEG", quality: quality, allowed: Self.qualities)
        }
        self.quality = quality
    }

    public func encode(_ image: RasterImage) throws(RenderError) -> Data {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
            throw .lossyEncoding(format: "JPEG", reason: "a \(image.width)x\(image.height) frame with \(image.pixels.count) bytes of pixels")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        #if _endian(little)
        let argb: Int32 = 0
        #else
        let argb: Int32 = 1
        #endif
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            chessmotion_jpeg_encode_bgra(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
                                         argb, Int32(quality), &output, &size, &message, message.count)
        }
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .lossyEncoding(format: "JPEG", reason: reason.isEmpty ? "libjpeg failed" : reason)
        }
        defer { free(output) }
        return Data(bytes: output, count: Int(size))
    }
}
