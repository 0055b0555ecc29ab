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
/// The code table is a hash table of 8,192 slots of one 32-bit word each, the string's key
/// (prefix, next index) above its code, probed linearly and at most half full. Before the
/// table, each code's newest child (the string found or added last after it) is read at the
/// code's own place, with no hash to compute: a flat region, or a row like one seen before,
/// asks for the same string again. Both fit in 48 kB, and are zeroed together when the codes
/// run out (every 4,093 codes), in under a microsecond.
///
/// Measured on a game's frames over a kept sheet, one thread (`chess-motion-bench game-gif`):
/// 43.3 ms with 64-bit keys carrying a generation stamp in 16,384 slots (160 kB), 42.4 ms with
/// the 32-bit slots alone, 36.0 ms with the newest children: each pixel waits on its lookup,
/// and the child is one load. A flat table indexed by (prefix, next index) needs 4 MB, and its
/// misses were a fifth of a per-move GIF's time.
struct GIFLZW {
    /// The hash table's slots, then the newest children, cleared together:
    /// - per slot: `(prefix << 8 | next index) << 12 | code`; 0 is empty, as no code is 0;
    /// - per code: the string that code then the newest next index found or added after it
    ///   stands for, `(next index + 1) << 12 | code`; 0 is none. Checked before the slots.
    private var table: [UInt32]
    /// The codes of the runs of each index, by length, 4,096 an index: index `i`'s run of `n > 1`
    /// is `runCodes[i << 12 + n - 1]`, held while `n <= runLengths[i]`. See `pack`.
    private var runCodes: [UInt16]
    /// The longest run of each index the table holds; 1 (the index's own code) once cleared.
    private var runLengths: [UInt16]
    private static let maximumCodes = 4096
    private static let codeBits: UInt32 = 12
    /// A slot's or a newest child's code, below its key.
    private static let codeMask: UInt32 = 1 << codeBits - 1
    private static let slotBits = 13
    private static let slotMask = (1 << slotBits) - 1
    private static let indexCount = 256

    init() {
        table = [UInt32](repeating: 0, count: (1 << Self.slotBits) + Self.maximumCodes)
        // A run's code is written before it is read, and a run of 1 is its index's own code: the
        // pages of the runs of indices a frame never repeats are never touched.
        runCodes = [UInt16](unsafeUninitializedCapacity: Self.indexCount * Self.maximumCodes) { _, count in
            count = Self.indexCount * Self.maximumCodes
        }
        runLengths = [UInt16](repeating: 1, count: Self.indexCount)
    }

    /// Appends the image data of `indices` (the minimum code size byte, the LZW codes in
    /// sub-blocks of at most 255 bytes, the zero-length terminator). Every index must be below
    /// `1 << minimumCodeSize`.
    ///
    /// `transparent`, with `alternatives`: for each pixel, a second index it may be coded as
    /// where it is `transparent` (a transparent pixel's own colour, which shows the same). Where
    /// the table holds no string that goes on with the transparent index but one that goes on
    /// with the colour, the string goes on, unless the string is a run of transparent pixels:
    /// such a run ends there and a new one starts, which codes the game GIFs a few hundred bytes
    /// shorter than going on. Alternatives past the code size are not taken.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, transparent: UInt8? = nil,
                         alternatives: UnsafeBufferPointer<UInt8>? = nil, into output: inout [UInt8]) {
        precondition(alternatives.map { $0.count == indices.count } ?? true, "an alternative for every index")
        let count = indices.count
        output.append(UInt8(minimumCodeSize))
        // Each index ends at most one code of at most 12 bits, and a clear code comes at most
        // once per 4,093 codes: the packed codes fit in 2 bytes an index plus a few.
        let capacity = 2 * count + 16
        let packed = [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
            written = pack(indices, minimumCodeSize: minimumCodeSize, transparent: transparent.map(Int.init) ?? -1,
                           alternatives: alternatives?.baseAddress, into: out.baseAddress!)
        }
        packed.withUnsafeBufferPointer { SubBlockWriter.appendBlocks(of: $0, to: &output) }
    }

    /// Writes the codes of `indices`, packed least significant bit first, at `out`; returns how
    /// many bytes it wrote. Whole 32-bit words are stored at once: the per-byte appends with
    /// their block-length checks were a third of the coder's time.
    ///
    /// A run of one index after a prefix that is itself a run of it follows the table's chain of
    /// ever longer runs of that index (`runCodes`) a string at a time, without a lookup for each
    /// pixel: a frame's box is mostly transparent, and a board's squares are rows of one colour.
    /// The table's runs of an index are always its runs of 1 to `runLengths`, as a run is only
    /// ever added one longer than the longest, so the codes are those a pixel at a time gives.
    private mutating func pack(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, transparent: Int,
                               alternatives: UnsafePointer<UInt8>?, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let count = indices.count
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var codeSize = minimumCodeSize + 1
        var maximumCode = (1 << codeSize) - 1
        var nextCode = clearCode + 2
        var clearPending = false
        var bits: UInt64 = 0
        var bitCount = 0
        var written = 0

        @inline(__always) func emit(_ code: Int) {
            bits |= UInt64(code) << UInt64(bitCount)
            bitCount += codeSize
            if bitCount >= 32 {
                UnsafeMutableRawPointer(out + written).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
                written += 4
                bits >>= 32
                bitCount -= 32
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
        func flush() {
            while bitCount > 0 {
                out[written] = UInt8(truncatingIfNeeded: bits)
                written += 1
                bits >>= 8
                bitCount -= 8
            }
        }

        emit(clearCode)
        guard count > 0 else {
            emit(endCode)
            flush()
            return written
        }
        var prefix = Int(indices[0])
        // The length of the run of `prefixRunIndex` that `prefix` stands for (0: it is not a run).
        var prefixRun = 1
        var prefixRunIndex = prefix
        let tableBytes = table.count * MemoryLayout<UInt32>.stride
        table.withUnsafeMutableBufferPointer { table in
            runCodes.withUnsafeMutableBufferPointer { runCodes in
                runLengths.withUnsafeMutableBufferPointer { runLengths in
                    let slots = table.baseAddress!, newestChild = slots + (1 << Self.slotBits)
                    let indices = indices.baseAddress!, runCodes = runCodes.baseAddress!, runLengths = runLengths.baseAddress!
                    func clear() {
                        UnsafeMutableRawPointer(slots).initializeMemory(as: UInt8.self, repeating: 0, count: tableBytes)
                        runLengths.update(repeating: 1, count: Self.indexCount)
                    }
                    clear()
                    /// The slot holding `key`'s code, or the empty slot where it would go.
                    @inline(__always) func slot(of key: UInt32) -> (slot: Int, found: Bool) {
                        // Multiplicative hashing spreads (prefix, next) over the slots: codes come
                        // in order, and nearby prefixes in nearby slots would pile up in the probe.
                        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> (32 - UInt32(Self.slotBits)))
                        while true {
                            let held = slots[slot]
                            if held == 0 { return (slot, false) }
                            if held >> Self.codeBits == key { return (slot, true) }
                            slot = (slot + 1) & Self.slotMask
                        }
                    }
                    @inline(__always) func code(at slot: Int) -> Int { Int(slots[slot] & Self.codeMask) }
                    /// Adds `key` at `slot` as the next code, or clears the table when it is
                    /// full; returns whether it was added.
                    @inline(__always) func add(_ key: UInt32, at slot: Int) -> Bool {
                        if nextCode < Self.maximumCodes {
                            slots[slot] = key << Self.codeBits | UInt32(nextCode)
                            nextCode += 1
                            return true
                        }
                        clear()
                        nextCode = clearCode + 2
                        clearPending = true
                        emit(clearCode)
                        return false
                    }
                    var position = 1
                    while position < count {
                        let next = Int(indices[position])
                        if prefixRun > 0, next == prefixRunIndex {
                            let end = Self.runEnd(of: UInt8(next), in: indices, from: position + 1, count: count)
                            var remaining = end - position
                            let runs = runCodes + next << 12
                            var runLength = Int(runLengths[next])
                            while true {
                                let extend = min(remaining, runLength - prefixRun)
                                prefixRun += extend
                                remaining -= extend
                                if remaining == 0 { break }
                                // The longest run the table holds, then one more pixel of it: a new string.
                                let longest = prefixRun == 1 ? next : Int(runs[prefixRun - 1])
                                emit(longest)
                                let key = UInt32(longest << 8 | next)
                                if add(key, at: slot(of: key).slot) {
                                    runs[runLength] = UInt16(nextCode - 1)
                                    runLength += 1
                                } else {
                                    runLength = 1
                                }
                                prefixRun = 1
                                remaining -= 1
                            }
                            runLengths[next] = UInt16(runLength)
                            prefix = prefixRun == 1 ? next : Int(runs[prefixRun - 1])
                            position = end
                            continue
                        }
                        position += 1
                        let child = UInt32(next + 1) << Self.codeBits
                        let newest = newestChild[prefix]
                        if newest & ~Self.codeMask == child {
                            prefix = Int(newest & Self.codeMask)
                            prefixRun = 0
                            continue
                        }
                        let key = UInt32(prefix << 8 | next)
                        let found = slot(of: key)
                        if found.found {
                            let code = code(at: found.slot)
                            newestChild[prefix] = child | UInt32(code)
                            prefix = code
                            prefixRun = 0
                            continue
                        }
                        // A transparent pixel that ends the string may go on as its colour.
                        if let alternatives, next == transparent, case let colour = Int(alternatives[position - 1]), colour < clearCode {
                            let other = slot(of: UInt32(prefix << 8 | colour))
                            if other.found {
                                prefix = code(at: other.slot)
                                // A run of the colour that goes on is a run still, and held.
                                prefixRun = prefixRun > 0 && colour == prefixRunIndex ? prefixRun + 1 : 0
                                continue
                            }
                        }
                        emit(prefix)
                        if add(key, at: found.slot) { newestChild[prefix] = child | UInt32(nextCode - 1) }
                        prefix = next
                        prefixRun = 1
                        prefixRunIndex = next
                    }
                }
            }
        }
        emit(prefix)
        emit(endCode)
        flush()
        return written
    }

    /// The first place from `start` where `indices` holds something other than `index`, or
    /// `count`. Eight indices are compared at once: a box's runs of transparent pixels are
    /// hundreds long, and a byte at a time they were a quarter of `pack`'s time (perf).
    @inline(__always)
    private static func runEnd(of index: UInt8, in indices: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let eight = UInt64(index) &* 0x0101_0101_0101_0101
        var end = start
        while end + 8 <= count {
            let differing = UnsafeRawPointer(indices + end).loadUnaligned(as: UInt64.self).littleEndian ^ eight
            if differing != 0 { return end + differing.trailingZeroBitCount / 8 }
            end += 8
        }
        while end < count, indices[end] == index { end += 1 }
        return end
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

    /// Appends `bytes` as whole sub-blocks of 255 and the rest, then the terminator.
    static func appendBlocks(of bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.reserveCapacity(output.count + bytes.count + bytes.count / 255 + 2)
        var start = 0
        while start < bytes.count {
            let length = min(255, bytes.count - start)
            output.append(UInt8(length))
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))
            start += length
        }
        output.append(0)
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
