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
}
