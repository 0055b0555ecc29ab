extension PNGEncoder {
    /// The zlib stream's size for `rows` (from `filteredRows`) at this encoder's level: DEFLATE
    /// and nothing else, for `chess-motion-bench png`, which times it beside the whole encode.
    /// It is the floor no PNG writer on libdeflate goes below, so the benchmark can tell the
    /// encoder's own cost from the machine's speed that day.
    package func compressedSize(ofRows rows: [UInt8]) throws(PNGEncodingError) -> Int {
        try PNGFile.compress(rows, level: level).count
    }
}
