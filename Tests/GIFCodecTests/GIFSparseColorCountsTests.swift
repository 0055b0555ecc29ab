import TestSupport
import Testing
@testable import GIFCodec

/// The sprite sheet counts its colours sparsely; its palette must be the one the dense table gives.
@Suite("GIF sparse colour counts: the dense table's bins, means and order")
struct GIFSparseColorCountsTests {
    @Test func sparseCountsMatchTheDenseTable() {
        var noise = SeededGenerator(seed: 7)
        // Runs of one colour (counted once each) and scattered colours, some sharing a bin.
        var words: [UInt32] = []
        while words.count < 50_000 {
            let color = UInt32(truncatingIfNeeded: noise.next()) | 0xFF00_0000
            words += [UInt32](repeating: color, count: Int(noise.next() % 30) + 1)
            words.append(color ^ 0x0001_0101)
        }
        var dense = GIFColorCounts(), sparse = GIFSparseColorCounts()
        words.withUnsafeBufferPointer { dense.add($0); sparse.add($0) }
        let expected = dense.colors, counted = sparse.colors
        #expect(counted.count == expected.count)
        #expect(counted.map(\.color) == expected.map(\.color))
        #expect(counted.map(\.count) == expected.map(\.count))
        #expect(counted.map(\.count).reduce(0, +) == UInt64(words.count))
        #expect(GIFPalette(counts: sparse).colors == GIFPalette(counts: dense).colors)
    }

    /// A picture counted with a weight counts as that many copies of it: same colours, each
    /// count multiplied.
    @Test func aWeightCountsAsThatManyCopies() {
        var noise = SeededGenerator(seed: 11)
        var words: [UInt32] = []
        while words.count < 5_000 {
            let color = UInt32(truncatingIfNeeded: noise.next()) | 0xFF00_0000
            words += [UInt32](repeating: color, count: Int(noise.next() % 9) + 1)
        }
        var weighted = GIFSparseColorCounts(), copies = GIFSparseColorCounts()
        words.withUnsafeBufferPointer { words in
            weighted.add(words, weight: 5)
            for _ in 0..<5 { copies.add(words) }
        }
        #expect(weighted.colors.map(\.color) == copies.colors.map(\.color))
        #expect(weighted.colors.map(\.count) == copies.colors.map(\.count))
        #expect(weighted.colors.map(\.count).reduce(0, +) == 5 * UInt64(words.count))
    }

    /// Counts made in parts (a sprite sheet counts its samples on another thread) and added
    /// give the counts of the whole, whatever the cut and the order: the same palette.
    @Test func countsMadeInPartsAddUpToTheWhole() {
        var noise = SeededGenerator(seed: 23)
        var words: [UInt32] = []
        while words.count < 20_000 {
            let color = UInt32(truncatingIfNeeded: noise.next() & 0x3F3F3F) | 0xFF00_0000
            words += [UInt32](repeating: color, count: Int(noise.next() % 12) + 1)
        }
        var whole = GIFSparseColorCounts()
        words.withUnsafeBufferPointer { whole.add($0, weight: 3) }
        for cuts in [1, 2, 7] {
            var parts: [GIFSparseColorCounts] = []
            let size = (words.count + cuts - 1) / cuts
            for start in stride(from: 0, to: words.count, by: size) {
                var part = GIFSparseColorCounts()
                // Cut between runs of one colour, as a picture's parts are: a run cut in two
                // would be counted as two runs of the same colour, which adds up the same.
                words[start..<min(words.count, start + size)].withUnsafeBufferPointer { part.add($0, weight: 3) }
                parts.append(part)
            }
            var added = GIFSparseColorCounts()
            for part in parts.reversed() { added.add(part) }
            #expect(added.colors.map(\.color) == whole.colors.map(\.color), "\(cuts) parts")
            #expect(added.colors.map(\.count) == whole.colors.map(\.count), "\(cuts) parts")
            #expect(GIFPalette(counts: added).colors == GIFPalette(counts: whole).colors)
        }
    }
}
