internal import CDeflate

extension PNGEncoder {
    /// `image`'s rows as this encoder filters them before DEFLATE, for `chess-motion-bench png`,
    /// which times the compression alone: the floor that no PNG writer on libdeflate goes below,
    /// so the benchmark can tell the encoder's own cost from the machine's speed that day.
    package func filteredRows(of image: RasterImage) -> [UInt8] {
        let scanlines = PNGScanlines(width: image.width, height: image.height, opaque: PNGScanlines.isOpaque(image.pixels))
        var rows = [UInt8](repeating: 0, count: scanlines.byteCount)
        rows.withUnsafeMutableBytes { out in
            image.pixels.withUnsafeBytes { scanlines.write($0, filter: filter, into: out) }
        }
        return rows
    }

    /// The zlib stream's size for `rows` at this encoder's level: libdeflate's work and nothing else.
    package func compressedSize(ofRows rows: [UInt8]) throws(PNGEncodingError) -> Int {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { throw .compressorUnavailable(level: level) }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
        var output = [UInt8](repeating: 0, count: bound)
        return rows.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, bound) }
        }
    }
}
