internal import CPixelKernels

/// A DEFLATE compressor (RFC 1951) for a frame's PNG rows, and the zlib stream around it
/// (RFC 1950), made for the pictures this kit draws.
///
/// Vector frames are mostly flat colour: a pixel repeats the one to its left, or the row repeats
/// the one above. A general compressor spends its time hashing and searching a 32 KiB window for
/// repeats these frames barely have; this one looks in exactly two places, one pixel back and
/// one row back, and codes the result in blocks with Huffman codes fitted to each. On the
/// scenes' frames that takes half the time of libdeflate's fastest level or less, for a stream a
/// fifth to two fifths larger (`chess-motion-bench png-choices` shows both). Any DEFLATE reader
/// decodes it.
struct PixelRunDeflate {
    /// The repeats looked for: one pixel back (3 or 4 bytes) and one row back (the row's filter
    /// byte and pixels), the latter only where a DEFLATE distance can reach it.
    let pixelDistance: Int
    let rowDistance: Int?

    /// The instruction set the search runs with; each finds the same tokens.
    let kernel: PixelKernel

    init(bytesPerPixel: Int, rowStride: Int, blockInput: Int = Self.standardBlockInput, kernel: PixelKernel = .best) {
        self.blockInput = max(1, blockInput)
        self.kernel = kernel
        pixelDistance = bytesPerPixel
        rowDistance = rowStride <= Self.window && rowStride > bytesPerPixel ? rowStride : nil
    }

    /// How far back a DEFLATE match reaches (the match lengths, 3 to 258, are the search's:
    /// pixel_runs.c).
    static let window = 32768

    /// Input bytes per block: each block gets Huffman codes fitted to its part of the frame, and
    /// the tokens waiting to be coded never take more than four times this.
    let blockInput: Int
    /// A 720 x 560 or 1080p frame is one or two blocks (fitting the codes costs about 0.1 ms a
    /// block), and a huge frame's tokens stay within 16 MiB.
    static let standardBlockInput = 1 << 22

    /// The largest zlib stream `compress` can write for `count` bytes. A block whose codes would
    /// not beat its raw bytes is stored instead, so a block is at most its input, 5 bytes per
    /// stored piece of up to 65,535 bytes and a byte of padding; the zlib header and checksum
    /// add 6.
    func bound(for count: Int) -> Int {
        let blocks = max(1, (count + blockInput - 1) / blockInput)
        return count + 6 * (count / 0xFFFF + blocks) + 6
    }

    /// Writes the zlib stream for `input` into `output` (at least `bound(for: input.count)` bytes)
    /// and returns its length; `adler32` is the input's checksum, which the caller computes, and
    /// `tokens` holds at least `tokenCapacity(for: input.count)`.
    func compress(_ input: UnsafeBufferPointer<UInt8>, adler32: UInt32, tokens: UnsafeMutablePointer<UInt32>,
                  into output: UnsafeMutablePointer<UInt8>) -> Int {
        output.update(from: Self.zlibHeader, count: Self.zlibHeader.count)
        var bits = DeflateBitWriter(into: output + Self.zlibHeader.count)
        writeBlocks(of: input, from: 0, final: true, tokens: tokens, to: &bits)
        let end = Self.zlibHeader.count + bits.finish()
        Self.zlibTrailer(adler32).withUnsafeBufferPointer { (output + end).update(from: $0.baseAddress!, count: $0.count) }
        return end + 4
    }

    /// Writes the DEFLATE blocks of `input[start...]` alone, with no zlib header or checksum, into
    /// `output` (at least `bound(for: input.count - start)` bytes, which allows room for the flush
    /// in place of the header and checksum), and returns their length; `tokens` holds at least
    /// `tokenCapacity(for: input.count - start)`. This is a band of a frame compressed beside the
    /// others (`PNGEncoder.opaqueInBands`); matches reach back into the bytes before `start`.
    /// Unless `final`, the band ends with an empty stored block (zlib's sync flush), so that the
    /// next band's bytes follow on a byte boundary as they are.
    func blocks(of input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool, tokens: UnsafeMutablePointer<UInt32>,
                into output: UnsafeMutablePointer<UInt8>) -> Int {
        var bits = DeflateBitWriter(into: output)
        writeBlocks(of: input, from: start, final: final, tokens: tokens, to: &bits)
        return bits.finish()
    }

    /// The tokens a block of `count` input bytes may need: one per byte at worst.
    func tokenCapacity(for count: Int) -> Int { max(1, min(count, blockInput)) }

    /// zlib's header (RFC 1950): deflate with a 32 KiB window, "fastest" level; 0x7801 is a multiple of 31.
    static let zlibHeader: [UInt8] = [0x78, 0x01]

    /// zlib's trailer: the uncompressed bytes' Adler-32, most significant byte first.
    static func zlibTrailer(_ adler32: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: adler32 >> (24 - 8 * UInt32($0))) }
    }

    /// The blocks of `input[start...]`, each of at most `blockInput` bytes, the last one final if
    /// `final`, else followed by an empty stored block. A token is a literal byte, or a match: bit
    /// 31 set, the length in bits 16-24 and the distance in bits 0-15.
    private func writeBlocks(of input: UnsafeBufferPointer<UInt8>, from start: Int, final: Bool, tokens: UnsafeMutablePointer<UInt32>,
                             to bits: inout DeflateBitWriter) {
        var blockStart = start
        repeat {
            let end = min(input.count, blockStart + blockInput)
            writeBlock(of: input, from: blockStart, to: end, last: final && end == input.count, tokens: tokens, to: &bits)
            blockStart = end
        } while blockStart < input.count
        if !final { bits.writeStored(UnsafeBufferPointer(start: nil, count: 0), last: false) }
    }

    /// One block for `input[start..<end]`: Huffman-coded, or stored if coding would not shrink it.
    /// Matches may reach back into earlier blocks, as DEFLATE's window allows.
    private func writeBlock(of input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, last: Bool,
                            tokens: UnsafeMutablePointer<UInt32>, to bits: inout DeflateBitWriter) {
        var literalFrequencies = [UInt32](repeating: 0, count: DeflateTables.literalLengthSymbols)
        var distanceFrequencies = [UInt32](repeating: 0, count: DeflateTables.distanceSymbols)
        let tokenCount = literalFrequencies.withUnsafeMutableBufferPointer { literals in
            distanceFrequencies.withUnsafeMutableBufferPointer { distances in
                tokenize(input, from: start, to: end, into: tokens, literals: literals, distances: distances)
            }
        }
        literalFrequencies[DeflateTables.endOfBlock] = 1
        let literalCode = HuffmanCode(frequencies: literalFrequencies, maxLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)
        let header = DynamicBlockHeader(literalCode: literalCode, distanceCode: distanceCode)
        let codedBits = 3 + header.bitCount + Self.symbolBits(literalFrequencies, literalCode, distanceFrequencies, distanceCode)
        guard codedBits < 8 * (end - start) else {
            bits.writeStored(UnsafeBufferPointer(rebasing: input[start..<end]), last: last)
            return
        }
        bits.write(last ? 1 : 0, count: 1)
        bits.write(2, count: 2) // dynamic Huffman codes
        header.write(to: &bits)
        emit(tokens, count: tokenCount, literalCode, distanceCode, to: &bits)
        bits.write(literalCode.codes[DeflateTables.endOfBlock], count: Int(literalCode.lengths[DeflateTables.endOfBlock]))
    }

    /// The bits the block's symbols and their extra bits take with these codes.
    private static func symbolBits(_ literalFrequencies: [UInt32], _ literalCode: HuffmanCode,
                                  _ distanceFrequencies: [UInt32], _ distanceCode: HuffmanCode) -> Int {
        var total = 0
        for (symbol, frequency) in literalFrequencies.enumerated() where frequency > 0 {
            let extra = symbol > DeflateTables.endOfBlock ? Int(DeflateTables.lengthExtraBits[symbol - 257]) : 0
            total += Int(frequency) * (Int(literalCode.lengths[symbol]) + extra)
        }
        for (symbol, frequency) in distanceFrequencies.enumerated() where frequency > 0 {
            total += Int(frequency) * (Int(distanceCode.lengths[symbol]) + Int(DeflateTables.distanceExtraBits[symbol]))
        }
        return total
    }

    /// Greedy over `input[start..<count]`: at each byte, the longer of the repeats one pixel and
    /// one row back, if at least three bytes long; otherwise a literal. Returns the number of
    /// tokens. The search is CPixelKernels' `cm_pixel_run_tokens`: following a repeat across a
    /// flat region is most of it, and a vector register compares it many bytes a step.
    private func tokenize(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to count: Int, into tokens: UnsafeMutablePointer<UInt32>,
                          literals: UnsafeMutableBufferPointer<UInt32>, distances: UnsafeMutableBufferPointer<UInt32>) -> Int {
        guard let base = input.baseAddress else { return 0 }
        let pixelDistanceCode = DeflateTables.distanceCode(pixelDistance)
        let rowDistanceCode = rowDistance.map(DeflateTables.distanceCode) ?? 0
        return DeflateTables.lengthCode.withUnsafeBufferPointer { lengthCode in
            Int(cm_pixel_run_tokens(base, start, count, pixelDistance, rowDistance ?? 0, lengthCode.baseAddress, Int32(pixelDistanceCode),
                                    Int32(rowDistanceCode), tokens, literals.baseAddress, distances.baseAddress,
                                    CMKernelLevel(kernel.rawValue)))
        }
    }

    /// The tokens' bits with the block's codes: CPixelKernels' `cm_deflate_write_tokens`, which
    /// finds a match's length code and extra bits in one table made for the block.
    private func emit(_ tokens: UnsafeMutablePointer<UInt32>, count: Int, _ literalCode: HuffmanCode,
                      _ distanceCode: HuffmanCode, to bits: inout DeflateBitWriter) {
        // The two distances this compressor uses, each coded once: its code, then its extra bits.
        func coded(_ distance: Int) -> CMDeflateCode {
            let symbol = DeflateTables.distanceCode(distance)
            let extra = UInt32(distance - Int(DeflateTables.distanceBase[symbol]))
            let length = UInt32(distanceCode.lengths[symbol])
            return CMDeflateCode(bits: distanceCode.codes[symbol] | extra << length,
                                 count: length + UInt32(DeflateTables.distanceExtraBits[symbol]))
        }
        let pixel = coded(pixelDistance)
        let row = rowDistance.map(coded) ?? pixel
        literalCode.codes.withUnsafeBufferPointer { codes in
            literalCode.lengths.withUnsafeBufferPointer { lengths in
                DeflateTables.lengthCode.withUnsafeBufferPointer { lengthCode in
                    DeflateTables.lengthBase.withUnsafeBufferPointer { lengthBase in
                        DeflateTables.lengthExtraBits.withUnsafeBufferPointer { lengthExtra in
                            bits.carryOn { next, pending, pendingCount in
                                cm_deflate_write_tokens(tokens, count, codes.baseAddress, lengths.baseAddress, lengthCode.baseAddress,
                                                        lengthBase.baseAddress, lengthExtra.baseAddress, UInt32(pixelDistance),
                                                        pixel, row, next, pending, pendingCount)
                            }
                        }
                    }
                }
            }
        }
    }
}
