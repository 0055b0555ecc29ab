extension PNGEncoder {
    /// `image`'s rows as `encode` filters them before DEFLATE, for `chess-motion-bench png`,
    /// which times the compression alone (`compressedSize`) beside the whole encode.
    package func filteredRows(of image: RasterImage) -> [UInt8] {
        let scanlines = PNGScanlines(width: image.width, height: image.height, opaque: PNGScanlines.isOpaque(image.pixels))
        var rows = [UInt8](repeating: 0, count: scanlines.byteCount)
        rows.withUnsafeMutableBytes { out in
            image.pixels.withUnsafeBytes { scanlines.write($0, filter: filter, into: out) }
        }
        return rows
    }

    /// The zlib stream's size for `rows` at this encoder's level: DEFLATE and nothing else, the
    /// floor no PNG writer on libdeflate goes below, so the benchmark can tell the encoder's own
    /// cost from the machine's speed that day.
    package func compressedSize(ofRows rows: [UInt8]) throws(PNGEncodingError) -> Int {
        let size = rows.withUnsafeBytes { input in
            Result { () throws(PNGEncodingError) in try PNGFile.compress(input, level: level) { $0.count } }
        }
        return try size.get()
    }
}
