/// The colours of a clip's frames, counted for its palette (the first of a GIF's two passes):
/// scenes are pure functions of time, so the second pass draws the same frames again rather
/// than holding them, and memory stays flat however long the clip.
///
/// Colours are counted in bins of 6 bits a channel (262,144 bins, 10 MB) with the sum of the
/// exact colours in each, so a bin's mean is exactly the colour of a flat area that fills it
/// alone; a full 24-bit count would be 64 MB and buy nothing the k-means refinement cannot. The
/// bins are zeroed storage: a clip of few colours touches few of their pages.
package struct GIFColorCounts {
    static let binBits = 6
    static let binCount = 1 << (3 * binBits)

    var counts: ZeroedStorage<UInt64>
    /// Sums of red, green and blue, three per bin.
    var sums: ZeroedStorage<UInt64>

    package init() {
        counts = ZeroedStorage(count: Self.binCount)
        sums = ZeroedStorage(count: 3 * Self.binCount)
    }

    /// Counts a frame's pixels (cairo ARGB32 words, drawn over an opaque background). Runs of
    /// one colour, most of a frame, are counted once each.
    package mutating func add(_ words: UnsafeBufferPointer<UInt32>) {
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                ColorRuns.forEach(in: words) { r, g, b, length in
                    let bin = Self.bin(r, g, b)
                    counts[bin] += length
                    sums[3 * bin] += r * length
                    sums[3 * bin + 1] += g * length
                    sums[3 * bin + 2] += b * length
                }
            }
        }
    }

    /// The bin of a colour: its top `binBits` bits a channel.
    @inline(__always) static func bin(_ r: UInt64, _ g: UInt64, _ b: UInt64) -> Int {
        Int((r >> 2) << 12 | (g >> 2) << 6 | (b >> 2))
    }

    /// A bin's mean colour.
    static func mean(count n: UInt64, red: UInt64, green: UInt64, blue: UInt64) -> GIFColor {
        GIFColor(red: UInt8((red + n / 2) / n), green: UInt8((green + n / 2) / n), blue: UInt8((blue + n / 2) / n))
    }

    /// The occupied bins: each one's mean colour and pixel count.
    var colors: [(color: GIFColor, count: UInt64)] {
        var result: [(color: GIFColor, count: UInt64)] = []
        for bin in 0..<Self.binCount where counts[bin] > 0 {
            let n = counts[bin]
            result.append((Self.mean(count: n, red: sums[3 * bin], green: sums[3 * bin + 1], blue: sums[3 * bin + 2]), n))
        }
        return result
    }
}
