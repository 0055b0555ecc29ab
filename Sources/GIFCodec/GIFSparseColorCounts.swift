/// Colour counts in `GIFColorCounts`'s bins, held only for the bins met: a sprite sheet meets a
/// few thousand, and the dense table's 8 MB, touched all over by them, was a sixth of a game
/// GIF's peak memory. Its `colors` are the dense table's, in the same order, so a palette
/// chosen from either is the same palette.
package struct GIFSparseColorCounts: Sendable {
    private var bins = ColorKeyedTable(empty: ColorSum())

    package init() {}

    /// Counts pixels (cairo ARGB32 words, opaque), each as `weight` pixels: a picture that
    /// stands for many on screen weighs as much. Runs of one colour are counted once each.
    package mutating func add(_ words: UnsafeBufferPointer<UInt32>, weight: UInt64 = 1) {
        ColorRuns.forEach(in: words) { r, g, b, length in
            let length = length * weight
            bins.update(UInt32(GIFColorCounts.bin(r, g, b))) { $0.add(red: r, green: g, blue: b, weight: length) }
        }
    }

    /// Adds counts made apart (on another thread, from pictures already let go). Bins hold
    /// sums, so counting in parts gives the counts of the whole.
    package mutating func add(_ other: GIFSparseColorCounts) {
        for (key, theirs) in other.bins.entries {
            bins.update(key) { $0.add(theirs) }
        }
    }

    /// The occupied bins in bin order: each one's mean colour and pixel count.
    var colors: [(color: GIFColor, count: UInt64)] {
        bins.entries.sorted { $0.key < $1.key }.map { _, sum in (sum.mean, sum.count) }
    }
}
