internal import CDeflate
import FoundationEssentials

/// The PNG container: signature, IHDR, one IDAT holding the zlib stream, IEND (PNG specification,
/// sections 5 and 11). The checksums are libdeflate's CRC-32; the zlib stream is the encoder's
/// choice (`PixelRunDeflate`, or libdeflate's compressor through `compress`).
enum PNGFile {
    enum ColorType: UInt8 {
        case rgb = 2
        case rgba = 6
    }

    /// PNG allows 2^31 - 1; this smaller limit keeps `width * height * 4` and the filtered stream's
    /// size far from overflowing an Int, so size arithmetic on any input is safe.
    static let maximumSide = 1 << 24

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// IHDR's thirteen bytes: size, 8 bits per channel, deflate, adaptive filtering, no interlace.
    static func header(width: Int, height: Int, colorType: ColorType) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(13)
        appendBigEndian(UInt32(width), to: &bytes)
        appendBigEndian(UInt32(height), to: &bytes)
        bytes += [8, colorType.rawValue, 0, 0, 0]
        return bytes
    }

    /// The file around a zlib stream of the filtered rows.
    static func assemble(header: [UInt8], zlib: UnsafeRawBufferPointer) -> Data {
        var file = Data(capacity: signature.count + 3 * 12 + header.count + zlib.count)
        file.append(contentsOf: signature)
        header.withUnsafeBytes { appendChunk("IHDR", $0, to: &file) }
        appendChunk("IDAT", zlib, to: &file)
        appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &file)
        return file
    }

    /// `scanlines` as a zlib stream at `level`, by libdeflate's whole-buffer compressor, handed
    /// to `body` (the stream lives only as long as the call: it is copied once, into the file).
    static func compress<T>(_ scanlines: UnsafeRawBufferPointer, level: Int,
                            _ body: (UnsafeRawBufferPointer) -> T) throws(PNGEncodingError) -> T {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { throw .compressorUnavailable(level: level) }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, scanlines.count)
        let zlib = UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 16)
        defer { zlib.deallocate() }
        let compressed = libdeflate_zlib_compress(compressor, scanlines.baseAddress, scanlines.count, zlib.baseAddress, bound)
        // The bound is libdeflate's own worst case, so 0 ("did not fit") cannot happen; were it
        // to, the compressor is as good as unavailable.
        guard compressed > 0 else { throw .compressorUnavailable(level: level) }
        return body(UnsafeRawBufferPointer(start: zlib.baseAddress, count: compressed))
    }

    /// Length, type, data, and the CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer, to file: inout Data) {
        var prefix: [UInt8] = []
        appendBigEndian(UInt32(data.count), to: &prefix)
        let typeBytes = UnsafeRawBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
        prefix += typeBytes
        var crc = libdeflate_crc32(0, typeBytes.baseAddress, typeBytes.count)
        if let base = data.baseAddress { crc = libdeflate_crc32(crc, base, data.count) }
        file.append(contentsOf: prefix)
        if data.count > 0 { file.append(contentsOf: data) }
        var trailer: [UInt8] = []
        appendBigEndian(crc, to: &trailer)
        file.append(contentsOf: trailer)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                  UInt8(truncatingIfNeeded: value)]
    }
}
