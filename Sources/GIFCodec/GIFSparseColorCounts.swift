/// Colour counts in `GIFColorCounts`'s bins, held only for the bins met: a sprite sheet meets a
/// few thousand, and the dense table's 8 MB, touched all over by them, was a sixth of a game
/// GIF's peak memory. Its `colors` are the dense table's, in the same order, so a palette
/// chosen from either is the same palette.
package struct GIFSparseColorCounts {
    /// Per occupied bin: the pixel count and the sums of red, green and blue.
    private var bins: [Int: (count: UInt64, red: UInt64, green: UInt64, blue: UInt64)] = [:]

    package init() {}

    /// Counts pixels (cairo ARGB32 words, opaque), each as `weight` pixels: a picture that
    /// stands for many on screen weighs as much. Runs of one colour are counted once each.
    package mutating func add(_ words: UnsafeBufferPointer<UInt32>, weight: UInt64 = 1) {
        ColorRuns.forEach(in: words) { r, g, b, length in
            let length = length * weight
            let bin = GIFColorCounts.bin(r, g, b)
            var held = bins[bin] ?? (0, 0, 0, 0)
            held.count += length
            held.red += r * length
            held.green += g * length
            held.blue += b * length
            bins[bin] = held
        }
    }

    /// The occupied bins in bin order: each one's mean colour and pixel count.
    var colors: [(color: GIFColor, count: UInt64)] {
        bins.keys.sorted().map { bin in
            let held = bins[bin]!
            return (GIFColorCounts.mean(count: held.count, red: held.red, green: held.green, blue: held.blue), held.count)
        }
    }
}
