/// Colour counts in `GIFColorCounts`'s bins, held only for the bins met: a sprite sheet meets a
/// few thousand, and the dense table's 8 MB, touched all over by them, was a sixth of a game
/// GIF's peak memory. Its `colors` are the dense table's, in the same order, so a palette
/// chosen from either is the same palette.
///
/// The bins met are an open-addressing table rather than a Dictionary, whose SipHash on every
/// run of a colour was a twentieth of a one-move GIF's run.
package struct GIFSparseColorCounts {
    private struct Held {
        var count: UInt64 = 0, red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0
    }

    /// Per slot: the bin plus one, 0 when empty.
    private var keys = [Int32](repeating: 0, count: 1 << 12)
    private var held = [Held](repeating: Held(), count: 1 << 12)
    private var occupied = 0

    package init() {}

    /// Counts pixels (cairo ARGB32 words, opaque), each as `weight` pixels: a picture that
    /// stands for many on screen weighs as much. Runs of one colour are counted once each.
    package mutating func add(_ words: UnsafeBufferPointer<UInt32>, weight: UInt64 = 1) {
        ColorRuns.forEach(in: words) { r, g, b, length in
            let length = length * weight
            let slot = slot(of: GIFColorCounts.bin(r, g, b))
            held[slot].count += length
            held[slot].red += r * length
            held[slot].green += g * length
            held[slot].blue += b * length
        }
    }

    /// The slot of `bin`, taken for it if it is new.
    private mutating func slot(of bin: Int) -> Int {
        let key = Int32(bin + 1), mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[slot] != key {
            if keys[slot] == 0 {
                guard 2 * (occupied + 1) <= keys.count else {
                    grow()
                    return self.slot(of: bin)
                }
                keys[slot] = key
                occupied += 1
                return slot
            }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let old = zip(keys, held).filter { $0.0 != 0 }
        keys = [Int32](repeating: 0, count: 2 * keys.count)
        held = [Held](repeating: Held(), count: keys.count)
        occupied = 0
        for (key, value) in old { held[slot(of: Int(key) - 1)] = value }
    }

    /// The occupied bins in bin order: each one's mean colour and pixel count.
    var colors: [(color: GIFColor, count: UInt64)] {
        zip(keys, held).filter { $0.0 != 0 }.sorted { $0.0 < $1.0 }.map { _, held in
            (GIFColorCounts.mean(count: held.count, red: held.red, green: held.green, blue: held.blue), held.count)
        }
    }
}
