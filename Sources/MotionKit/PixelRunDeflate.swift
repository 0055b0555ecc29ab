/// A DEFLATE compressor (RFC 1951) for a frame's PNG rows, and the zlib stream around it
/// (RFC 1950), made for the pictures this kit draws.
///
/// Vector frames are mostly flat colour: a pixel repeats the one to its left, or the row repeats
/// the one above. A general compressor spends its time hashing and searching a 32 KiB window for
/// repeats these frames barely have; this one looks in exactly two places, one pixel back and
/// one row back, and codes the result as a single block with Huffman codes fitted to it. On the
/// scenes' frames that takes half the time of libdeflate's fastest level or less, for a stream a
/// fifth to two fifths larger (`chess-motion-bench png-choices` shows both). Any DEFLATE reader
/// decodes it.
struct PixelRunDeflate {
    /// The repeats looked for: one pixel back (3 or 4 bytes) and one row back (the row's filter
    /// byte and pixels), the latter only where a DEFLATE distance can reach it.
    let pixelDistance: Int
    let rowDistance: Int?

    init(bytesPerPixel: Int, rowStride: Int) {
        pixelDistance = bytesPerPixel
        rowDistance = rowStride <= Self.window && rowStride > bytesPerPixel ? rowStride : nil
    }

    static let window = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258

    /// The largest zlib stream `compress` can write for `count` bytes: every literal at the
    /// longest code (15 bits) and the block header, checksum and padding.
    static func bound(for count: Int) -> Int { count * 2 + 1024 }

    /// Writes the zlib stream for `input` into `output` (at least `bound(for:)` bytes) and returns
    /// its length; `adler32` is the input's checksum, which the caller computes.
    func compress(_ input: UnsafeBufferPointer<UInt8>, adler32: UInt32, into output: UnsafeMutablePointer<UInt8>) -> Int {
        // A token is a literal byte, or a match: bit 31 set, the length in bits 16-24 and the
        // distance in bits 0-15. Each covers at least one input byte.
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: max(input.count, 1))
        defer { tokens.deallocate() }
        var literalFrequencies = [UInt32](repeating: 0, count: DeflateTables.literalLengthSymbols)
        var distanceFrequencies = [UInt32](repeating: 0, count: DeflateTables.distanceSymbols)
        let tokenCount = literalFrequencies.withUnsafeMutableBufferPointer { literals in
            distanceFrequencies.withUnsafeMutableBufferPointer { distances in
                tokenize(input, into: tokens, literals: literals, distances: distances)
            }
        }
        literalFrequencies[DeflateTables.endOfBlock] = 1
        let literalCode = HuffmanCode(frequencies: literalFrequencies, maxLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)

        // zlib header: deflate with a 32 KiB window, "fastest" level; 0x7801 is a multiple of 31.
        output[0] = 0x78
        output[1] = 0x01
        var bits = DeflateBitWriter(into: output + 2)
        bits.write(1, count: 1) // the last block
        bits.write(2, count: 2) // with dynamic Huffman codes
        writeCodes(literalCode, distanceCode, to: &bits)
        emit(tokens, count: tokenCount, literalCode, distanceCode, to: &bits)
        bits.write(literalCode.codes[DeflateTables.endOfBlock], count: Int(literalCode.lengths[DeflateTables.endOfBlock]))
        let end = 2 + bits.finish()
        for i in 0..<4 { output[end + i] = UInt8(truncatingIfNeeded: adler32 >> (24 - 8 * UInt32(i))) }
        return end + 4
    }

    /// Greedy: at each byte, the longer of the repeats one pixel and one row back, if at least
    /// three bytes long; otherwise a literal. Returns the number of tokens.
    private func tokenize(_ input: UnsafeBufferPointer<UInt8>, into tokens: UnsafeMutablePointer<UInt32>,
                          literals: UnsafeMutableBufferPointer<UInt32>, distances: UnsafeMutableBufferPointer<UInt32>) -> Int {
        guard let base = input.baseAddress else { return 0 }
        let count = input.count
        let pixelDistanceCode = DeflateTables.distanceCode(pixelDistance)
        let rowDistanceCode = rowDistance.map(DeflateTables.distanceCode) ?? 0
        var position = 0, tokenCount = 0
        while position < count {
            var length = 0, distance = 0
            if position >= pixelDistance {
                length = matchLength(base, at: position, distance: pixelDistance, count: count)
                distance = pixelDistance
            }
            if length < Self.maximumMatch, let row = rowDistance, position >= row {
                let rowLength = matchLength(base, at: position, distance: row, count: count)
                if rowLength > length { length = rowLength; distance = row }
            }
            if length >= Self.minimumMatch {
                tokens[tokenCount] = 0x8000_0000 | UInt32(length) << 16 | UInt32(distance)
                literals[257 + Int(DeflateTables.lengthCode[length])] += 1
                distances[distance == pixelDistance ? pixelDistanceCode : rowDistanceCode] += 1
                position += length
            } else {
                tokens[tokenCount] = UInt32(base[position])
                literals[Int(base[position])] += 1
                position += 1
            }
            tokenCount += 1
        }
        return tokenCount
    }

    /// How many bytes from `position` repeat those `distance` back, up to the longest match.
    @inline(__always)
    private func matchLength(_ base: UnsafePointer<UInt8>, at position: Int, distance: Int, count: Int) -> Int {
        let limit = min(Self.maximumMatch, count - position)
        let here = UnsafeRawPointer(base + position), there = UnsafeRawPointer(base + position - distance)
        var length = 0
        while length + 8 <= limit {
            let difference = here.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                ^ there.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit && here.load(fromByteOffset: length, as: UInt8.self) == there.load(fromByteOffset: length, as: UInt8.self) {
            length += 1
        }
        return length
    }

    private func emit(_ tokens: UnsafeMutablePointer<UInt32>, count: Int, _ literalCode: HuffmanCode,
                      _ distanceCode: HuffmanCode, to bits: inout DeflateBitWriter) {
        // Each distance this compressor uses, coded once.
        var distanceBits: [Int: (code: UInt32, count: Int)] = [:]
        for distance in [pixelDistance, rowDistance].compactMap({ $0 }) {
            let symbol = DeflateTables.distanceCode(distance)
            let extra = UInt32(distance - Int(DeflateTables.distanceBase[symbol]))
            let length = Int(distanceCode.lengths[symbol])
            distanceBits[distance] = (distanceCode.codes[symbol] | extra << UInt32(length),
                                      length + Int(DeflateTables.distanceExtraBits[symbol]))
        }
        let pixel = distanceBits[pixelDistance]!
        let row = rowDistance.flatMap { distanceBits[$0] } ?? pixel
        literalCode.codes.withUnsafeBufferPointer { codes in
            literalCode.lengths.withUnsafeBufferPointer { lengths in
                for i in 0..<count {
                    let token = tokens[i]
                    if token & 0x8000_0000 == 0 {
                        bits.write(codes[Int(token)], count: Int(lengths[Int(token)]))
                        continue
                    }
                    let length = Int(token >> 16 & 0x1FF)
                    let lengthSymbol = Int(DeflateTables.lengthCode[length])
                    let symbol = 257 + lengthSymbol
                    bits.write(codes[symbol], count: Int(lengths[symbol]))
                    let extraCount = Int(DeflateTables.lengthExtraBits[lengthSymbol])
                    if extraCount > 0 {
                        bits.write(UInt32(length - Int(DeflateTables.lengthBase[lengthSymbol])), count: extraCount)
                    }
                    let distance = Int(token & 0xFFFF) == pixelDistance ? pixel : row
                    bits.write(distance.code, count: distance.count)
                }
            }
        }
    }

    /// A dynamic block's header after its first three bits: how many codes of each alphabet, the
    /// code-length code, and both codes' lengths run-length coded (RFC 1951, section 3.2.7).
    private func writeCodes(_ literalCode: HuffmanCode, _ distanceCode: HuffmanCode, to bits: inout DeflateBitWriter) {
        let literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literalCode.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount])
        // Symbols 0-15 are lengths; 16 repeats the previous length 3-6 times, 17 and 18 give
        // 3-10 and 11-138 zeros. Each entry is (symbol, extra bits).
        var runs: [(symbol: Int, extra: UInt32)] = []
        var i = 0
        while i < all.count {
            let length = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 { let n = min(run, 138); runs.append((18, UInt32(n - 11))); run -= n }
                if run >= 3 { runs.append((17, UInt32(run - 3))); run = 0 }
                for _ in 0..<run { runs.append((0, 0)) }
            } else {
                runs.append((Int(length), 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); runs.append((16, UInt32(n - 3))); run -= n }
                for _ in 0..<run { runs.append((Int(length), 0)) }
            }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: frequencies, maxLength: 7)
        let order = DeflateTables.codeLengthOrder
        let orderCount = max(4, (order.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)

        bits.write(UInt32(literalCount - 257), count: 5)
        bits.write(UInt32(distanceCount - 1), count: 5)
        bits.write(UInt32(orderCount - 4), count: 4)
        for symbol in order.prefix(orderCount) { bits.write(UInt32(lengthCode.lengths[symbol]), count: 3) }
        for run in runs {
            bits.write(lengthCode.codes[run.symbol], count: Int(lengthCode.lengths[run.symbol]))
            switch run.symbol {
            case 16: bits.write(run.extra, count: 2)
            case 17: bits.write(run.extra, count: 3)
            case 18: bits.write(run.extra, count: 7)
            default: break
            }
        }
    }
}
