internal import CWebP
import FoundationEssentials

extension LossyStillEncoder {
    /// libwebp's lossy encoder with alpha, from straight (un-premultiplied) BGRA.
    func encodeWebP(_ image: RasterImage) throws(RenderError) -> Data {
        try image.checkEncodable(as: .webp, maximumSide: Int(WEBP_MAX_DIMENSION))
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
