internal import CDeflate

extension PNGEncoder {
    /// `scanlines` (rows laid out as `layout` says) compressed as this encoder chooses, handed to
    /// `body`; the stream lives only as long as the call.
    func withZlibStream<T>(of scanlines: UnsafeRawBufferPointer, scanlines layout: PNGScanlines,
                           _ body: (UnsafeRawBufferPointer) -> T) throws(PNGEncodingError) -> T {
        switch compression {
        case .libdeflate(let level):
            return try PNGFile.compress(scanlines, level: level, body)
        case .pixelRuns:
            let deflate = PixelRunDeflate(bytesPerPixel: layout.bytesPerPixel, rowStride: 1 + layout.rowBytes)
            let outputBytes = EncoderScratch.aligned(deflate.bound(for: scanlines.count))
            let tokenCapacity = deflate.tokenCapacity(for: scanlines.count)
            return EncoderScratch.shared.with(byteCount: outputBytes + tokenCapacity * MemoryLayout<UInt32>.stride) { memory in
                let output = memory.bindMemory(to: UInt8.self, capacity: outputBytes)
                let tokens = (memory + outputBytes).bindMemory(to: UInt32.self, capacity: tokenCapacity)
                let adler = libdeflate_adler32(1, scanlines.baseAddress, scanlines.count)
                let count = deflate.compress(scanlines.bindMemory(to: UInt8.self), adler32: adler, tokens: tokens, into: output)
                return body(UnsafeRawBufferPointer(start: output, count: count))
            }
        }
    }

    /// A frame's rows as `encode` filters them before DEFLATE, for `chess-motion-bench png`,
    /// which times the compression alone (`compressedSize`) beside the whole encode.
    package func filteredRows(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        let scanlines = PNGScanlines(width: width, height: height, pixels: pixels)
        var rows = [UInt8](repeating: 0, count: scanlines.byteCount)
        rows.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { scanlines.write($0, filter: filter, into: out) }
        }
        return rows
    }

    /// The zlib stream's size for `image`'s `rows` (from `filteredRows`) by this encoder's
    /// compression: DEFLATE and nothing else, so the benchmark can tell the encoder's own cost
    /// (and the machine's speed that day) from the compressor's.
    package func compressedSize(ofRows rows: [UInt8], width: Int, height: Int, pixels: [UInt8]) throws(PNGEncodingError) -> Int {
        let layout = PNGScanlines(width: width, height: height, pixels: pixels)
        let size = rows.withUnsafeBytes { input in
            Result { () throws(PNGEncodingError) in try withZlibStream(of: input, scanlines: layout) { $0.count } }
        }
        return try size.get()
    }
}
