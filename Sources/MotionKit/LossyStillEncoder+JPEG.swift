internal import CJPEG
import FoundationEssentials

extension LossyStillEncoder {
    /// libjpeg-turbo, reading cairo's BGRA bytes as they are (no copy, no conversion). The shim
    /// exists only because libjpeg reports errors by longjmp, which Swift cannot catch.
    func encodeJPEG(_ image: RasterImage) throws(RenderError) -> Data {
        try image.checkEncodable(as: .jpeg, maximumSide: 65_500)
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
