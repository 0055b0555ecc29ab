import TestSupport
import Testing
@testable import GIFCodec

/// Entries kept for the samples the weighted fit leaves farthest off: a colour of a few pixels,
/// too light to pull an entry, is then within reach whatever the weights.
@Suite("GIF palette: outlier entries bound the worst channel error")
struct GIFPaletteOutlierTests {
    /// The largest channel error of any sample against the entry the palette maps it to.
    static func worstChannelError(_ palette: GIFPalette, _ samples: [(color: GIFColor, count: UInt64)]) -> Int {
        samples.map { sample in
            let entry = palette.colors[Int(palette.nearestIndex(to: sample.color))]
            return max(abs(Int(entry.red) - Int(sample.color.red)), abs(Int(entry.green) - Int(sample.color.green)),
                       abs(Int(entry.blue) - Int(sample.color.blue)))
        }.max() ?? 0
    }

    /// Heavy greys and blues everywhere, and a handful of single pixels of saturated colours far
    /// from them all: the fit spends its entries on the heavy ones.
    static func samples() -> [(color: GIFColor, count: UInt64)] {
        var noise = SeededGenerator(seed: 5)
        var samples: [(color: GIFColor, count: UInt64)] = []
        for _ in 0..<3_000 {
            let level = UInt8(truncatingIfNeeded: noise.next())
            samples.append((GIFColor(red: level, green: level, blue: UInt8(truncatingIfNeeded: noise.next() % 64) &+ level / 2), 1_000))
        }
        let rare = [GIFColor(red: 250, green: 0, blue: 0), GIFColor(red: 0, green: 250, blue: 0), GIFColor(red: 255, green: 0, blue: 255),
                    GIFColor(red: 200, green: 240, blue: 0)]
        samples += rare.map { ($0, 1) }
        return samples
    }

    @Test func theFarthestSamplesGetEntriesOfTheirOwn() {
        let samples = Self.samples()
        var counts = GIFSparseColorCounts()
        for sample in samples {
            let word = 0xFF00_0000 | UInt32(sample.color.red) << 16 | UInt32(sample.color.green) << 8 | UInt32(sample.color.blue)
            [word].withUnsafeBufferPointer { counts.add($0, weight: sample.count) }
        }
        let counted = counts.colors
        let fitted = GIFPalette(counts: counts)
        let guarded = GIFPalette(counts: counts, outliers: 8)
        #expect(fitted.colors.count == GIFPalette.maximumColors && guarded.colors.count == GIFPalette.maximumColors)
        let before = Self.worstChannelError(fitted, counted), after = Self.worstChannelError(guarded, counted)
        #expect(before > 100, "the fit alone leaves a rare colour far off (\(before))")
        #expect(after < before / 4, "with outliers the worst is \(after), was \(before)")
        for rare in counted where rare.count == 1 {
            #expect(guarded.colors.contains(rare.color), "\(rare.color) has an entry")
        }
    }

    /// Each entry added is the sample then farthest off, so that sample is then drawn exactly.
    @Test func eachAddedEntryIsTheFarthestSampleWhichThenMapsExactly() {
        let samples = Self.samples()
        var palette = GIFPalette.medianCut(samples, into: 200)
        for _ in 0..<8 {
            let current = GIFPalette(colors: palette)
            let worst = Self.worstChannelError(current, samples)
            palette = GIFPalette.farthestAdded(to: palette, from: samples, count: 1)
            let added = palette[palette.count - 1]
            let error = { (color: GIFColor) in
                let entry = current.colors[Int(current.nearestIndex(to: color))]
                return max(abs(Int(entry.red) - Int(color.red)), abs(Int(entry.green) - Int(color.green)), abs(Int(entry.blue) - Int(color.blue)))
            }
            #expect(error(added) == worst, "the added \(added) was off by \(error(added)), the worst by \(worst)")
            let next = GIFPalette(colors: palette)
            #expect(next.colors[Int(next.nearestIndex(to: added))] == added)
        }
    }

    /// Entries added together are those added one at a time, each after searching every sample
    /// anew: comparing the samples with only the newest entry loses nothing.
    @Test func addingSeveralAtOnceAddsWhatAddingOneAtATimeAdds() {
        let samples = Self.samples()
        let start = GIFPalette.medianCut(samples, into: 180)
        var oneAtATime = start
        for _ in 0..<12 { oneAtATime = GIFPalette.farthestAdded(to: oneAtATime, from: samples, count: 1) }
        let together = GIFPalette.farthestAdded(to: start, from: samples, count: 12)
        #expect(together.count == start.count + 12)
        #expect(together == oneAtATime)
        // Ties: a palette holding each sample already adds nothing.
        let exact = samples.map(\.color)
        #expect(GIFPalette.farthestAdded(to: exact, from: samples, count: 3) == exact)
    }

    /// The median cut's counting sort keeps members with equal keys in their order, as a stable
    /// comparison sort does.
    @Test func theCountingSortIsAStableSortByKey() {
        var noise = SeededGenerator(seed: 11)
        let members = (0..<5_000).map { _ in Int(noise.next() % 100_000) }
        let key = { (member: Int) in UInt8(truncatingIfNeeded: member % 7 == 0 ? 255 : member >> 3) }
        let expected = members.enumerated().sorted { key($0.element) != key($1.element) ? key($0.element) < key($1.element) : $0.offset < $1.offset }
        #expect(GIFPalette.sortedStably(members, by: key) == expected.map(\.element))
        #expect(GIFPalette.sortedStably([], by: key).isEmpty)
    }
}
