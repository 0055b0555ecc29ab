/// GIF's variable-length LZW (GIF89a, appendix F), written in Swift rather than through giflib.
///
/// Why not giflib: on the same indices (frame 120 of coins at 720 x 560, 80 colours, as ffmpeg
/// decodes it from our GIF, `-pix_fmt pal8`), giflib 5.2's EGifPutLine took 10.2–11.2 ms a frame
/// and this encoder 10.2–11.1 ms (three alternating runs of 100 frames each, `gcc -O2` against
/// `swiftc -O`, on the shared 2-core machine; `Benchmarks/peers/giflib_lzw.c` is giflib's side).
/// Equal speed, so giflib would add only a C shim module, a Debian package and a callback-driven
/// writer. And most frames of an animation are small changed rectangles, where neither costs
/// much.
///
/// The code table is a hash table of 16,384 slots (64 kB with their keys, within the caches),
/// probed linearly, whose entries carry a generation stamp, so the table clears (every 4096
/// codes) by bumping the generation instead of zeroing it. A flat table indexed by (prefix,
/// next index) needs 4 MB, and its misses were a fifth of a per-move GIF's time.
struct GIFLZW {
    /// Per slot: generation << 20 | prefix << 8 | next index, the key; 0 is empty.
    private var keys: [UInt64]
    /// Per slot: the code for its key.
    private var codes: [UInt16]
    private var generation: UInt64 = 1
    private static let maximumCodes = 4096
    private static let slotBits = 14
    private static let slotMask = (1 << slotBits) - 1

    init() {
        keys = [UInt64](repeating: 0, count: 1 << Self.slotBits)
        codes = [UInt16](repeating: 0, count: 1 << Self.slotBits)
    }

    /// Appends the image data of `indices` (the minimum code size byte, the LZW codes in
    /// sub-blocks of at most 255 bytes, the zero-length terminator). Every index must be below
    /// `1 << minimumCodeSize`.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into output: inout [UInt8]) {
        let count = indices.count
        output.append(UInt8(minimumCodeSize))
        var blocks = SubBlockWriter(output: output)
        output = []
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var codeSize = minimumCodeSize + 1
        var maximumCode = (1 << codeSize) - 1
        var nextCode = clearCode + 2
        var clearPending = false
        var bits: UInt64 = 0
        var bitCount = 0

        func emit(_ code: Int) {
            bits |= UInt64(code) << UInt64(bitCount)
            bitCount += codeSize
            while bitCount >= 8 {
                blocks.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
                bitCount -= 8
            }
            // The decoder grows its code size one code after the table passes a power of two;
            // this is the classic `compress` rule every GIF reader follows.
            if clearPending {
                codeSize = minimumCodeSize + 1
                maximumCode = (1 << codeSize) - 1
                clearPending = false
            } else if nextCode > maximumCode {
                codeSize += 1
                maximumCode = codeSize == 12 ? Self.maximumCodes : (1 << codeSize) - 1
            }
        }

        newGeneration()
        emit(clearCode)
        guard count > 0 else {
            emit(endCode)
            if bitCount > 0 { blocks.append(UInt8(truncatingIfNeeded: bits)) }
            output = blocks.finish()
            return
        }
        var prefix = Int(indices[0])
        var generation = generation
        var stamp = generation << 20
        defer { self.generation = generation }
        keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                for position in 1..<count {
                    let next = Int(indices[position])
                    let key = stamp | UInt64(prefix << 8 | next)
                    // Multiplicative hashing spreads (prefix, next) over the slots.
                    var slot = Int(truncatingIfNeeded: (UInt64(prefix << 8 | next) &* 0x9E37_79B9_7F4A_7C15) >> 50) & Self.slotMask
                    var found = false
                    while true {
                        let held = keys[slot]
                        if held == key { found = true; break }
                        // An empty slot or one from an older generation ends the probe.
                        if held < stamp { break }
                        slot = (slot + 1) & Self.slotMask
                    }
                    if found {
                        prefix = Int(codes[slot])
                        continue
                    }
                    emit(prefix)
                    prefix = next
                    if nextCode < Self.maximumCodes {
                        keys[slot] = key
                        codes[slot] = UInt16(nextCode)
                        nextCode += 1
                    } else {
                        generation += 1
                        stamp = generation << 20
                        nextCode = clearCode + 2
                        clearPending = true
                        emit(clearCode)
                    }
                }
            }
        }
        emit(prefix)
        emit(endCode)
        if bitCount > 0 { blocks.append(UInt8(truncatingIfNeeded: bits)) }
        output = blocks.finish()
    }

    /// Empties the table: every entry of an older generation reads as empty. Stamps take the
    /// 44 bits above the key, more generations than any number of GIFs will use.
    private mutating func newGeneration() {
        generation += 1
    }
}

/// GIF's data sub-blocks: a length byte (1 to 255) before each run of bytes, a zero to end.
struct SubBlockWriter {
    private var output: [UInt8]
    private var lengthAt: Int

    init(output: [UInt8]) {
        self.output = output
        lengthAt = output.count
        self.output.append(0)
    }

    mutating func append(_ byte: UInt8) {
        if output.count - lengthAt > 255 {
            output[lengthAt] = 255
            lengthAt = output.count
            output.append(0)
        }
        output.append(byte)
    }

    mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// Closes the last block and adds the terminator.
    mutating func finish() -> [UInt8] {
        let length = output.count - lengthAt - 1
        if length == 0 {
            // The open block is empty: it becomes the terminator.
            return output
        }
        output[lengthAt] = UInt8(length)
        output.append(0)
        return output
    }
}
