import ChessMotionSupport

/// A clip's colour table, built from the first pass's statistics, and the map from a drawn
/// pixel to its nearest entry.
///
/// Median cut (split the box of colours with the largest squared error at its weighted median,
/// along its longest axis) gives a start; a few k-means rounds then move each entry to the
/// mean of the colours nearest it. Weights are pixel counts, so the palette minimises the mean
/// per-pixel error, which is what the benchmark compares with ffmpeg's palettegen. No dithering:
/// scenes are flat colours and anti-aliased edges, where dithering adds per-pixel error and
/// breaks the runs that LZW and the unchanged-pixel transparency compress.
package struct GIFPalette: Sendable, Hashable {
    /// At most 255 colours: the last index of the table is kept for "unchanged" (transparent).
    package let colors: [GIFColor]
    private let nearest: GIFNearestColor

    package static let maximumColors = 255

    package init(colors: [GIFColor]) {
        self.colors = colors.isEmpty ? [GIFColor(red: 0, green: 0, blue: 0)] : Array(colors.prefix(Self.maximumColors))
        nearest = GIFNearestColor(self.colors)
    }

    /// Two palettes are equal when their colours are; the search is derived from them.
    package static func == (a: GIFPalette, b: GIFPalette) -> Bool { a.colors == b.colors }
    package func hash(into hasher: inout Hasher) { hasher.combine(colors) }

    /// Bits of the table: enough for the colours and the transparent index after them.
    var tableBits: Int {
        var bits = 1
        while (1 << bits) < colors.count + 1 { bits += 1 }
        return bits
    }

    /// The index drawn as "keep the pixel below": the first one after the colours.
    var transparentIndex: UInt8 { UInt8(colors.count) }

    /// The table as written: 3 bytes an entry, padded to a power of two.
    var tableBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 << tableBits)
        for color in colors { bytes += [color.red, color.green, color.blue] }
        bytes += [UInt8](repeating: 0, count: (3 << tableBits) - bytes.count)
        return bytes
    }

    /// The colours of `counts` in at most `maximumColors - reserved.count` entries, then the
    /// `reserved` colours as they are (colours a caller will paint later that the counts never saw).
    package init(counts: GIFColorCounts, reserving reserved: [GIFColor] = [], kMeansRounds: Int = 6) {
        self.init(samples: counts.colors, reserving: reserved, kMeansRounds: kMeansRounds)
    }

    /// The same from counts of few colours (a sprite sheet's), kept sparse.
    /// `outliers` of the entries are the samples the fit leaves farthest off (`farthestAdded`).
    package init(counts: GIFSparseColorCounts, reserving reserved: [GIFColor] = [], kMeansRounds: Int = 6, outliers: Int = 0) {
        self.init(samples: counts.colors, reserving: reserved, kMeansRounds: kMeansRounds, outliers: outliers)
    }

    private init(samples: [(color: GIFColor, count: UInt64)], reserving reserved: [GIFColor], kMeansRounds: Int,
                 outliers: Int = 0) {
        let room = max(1, Self.maximumColors - reserved.count)
        guard samples.count > room else {
            self.init(colors: samples.map(\.color) + reserved)
            return
        }
        let kept = max(1, room - max(0, outliers))
        var palette = Self.medianCut(samples, into: kept)
        for _ in 0..<kMeansRounds {
            let refined = Self.kMeansRound(samples, palette)
            if refined == palette { break }
            palette = refined
        }
        palette = Self.farthestAdded(to: palette, from: samples, count: room - kept)
        self.init(colors: Self.commonestFirst(palette, samples) + reserved)
    }

    /// `palette` and `count` more entries, each the sample then farthest from the entry it maps
    /// to on its worst channel: the colours the weighted fit leaves furthest off (a few pixels
    /// each, too few to pull an entry, such as a glow's red over a king's outline) are then
    /// within reach, whatever their weight.
    ///
    /// Every sample is searched once. After that, an added entry takes over a sample only if it
    /// is strictly nearer (on a tie the lower index keeps it, as `GIFNearestColor` chooses), so
    /// each addition compares the samples with the one new entry instead of searching again.
    static func farthestAdded(to palette: [GIFColor], from samples: [(color: GIFColor, count: UInt64)], count: Int) -> [GIFColor] {
        guard count > 0, !palette.isEmpty else { return palette }
        var palette = palette
        let search = GIFNearestColor(palette)
        var squared = [Int](repeating: 0, count: samples.count), offBy = [Int](repeating: 0, count: samples.count)
        for (i, sample) in samples.enumerated() {
            let c = sample.color, entry = palette[search.index(Int(c.red), Int(c.green), Int(c.blue))]
            squared[i] = Self.squaredDistance(entry, c)
            offBy[i] = Self.worstChannel(entry, c)
        }
        for _ in 0..<count {
            var farthest: (index: Int, distance: Int)?
            for i in offBy.indices where offBy[i] > farthest?.distance ?? 0 { farthest = (i, offBy[i]) }
            guard let farthest else { break }
            let added = samples[farthest.index].color
            palette.append(added)
            for (i, sample) in samples.enumerated() {
                let distance = Self.squaredDistance(added, sample.color)
                if distance < squared[i] {
                    squared[i] = distance
                    offBy[i] = Self.worstChannel(added, sample.color)
                }
            }
        }
        return palette
    }

    private static func squaredDistance(_ a: GIFColor, _ b: GIFColor) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }

    private static func worstChannel(_ a: GIFColor, _ b: GIFColor) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }

    /// The entry nearest `color` (squared distance in RGB).
    package func nearestIndex(to color: GIFColor) -> UInt8 {
        UInt8(nearest.index(Int(color.red), Int(color.green), Int(color.blue)))
    }

    /// Red, green and blue as doubles, for the statistics below.
    private static func channels(_ c: GIFColor) -> (Double, Double, Double) { (Double(c.red), Double(c.green), Double(c.blue)) }

    static func medianCut(_ samples: [(color: GIFColor, count: UInt64)], into target: Int) -> [GIFColor] {
        struct Box {
            var members: [Int]
            var error: Double
            var mean: GIFColor
            var axis: Int
        }
        func summarise(_ members: [Int]) -> Box {
            var n = 0.0, s = (0.0, 0.0, 0.0), q = (0.0, 0.0, 0.0)
            for i in members {
                let w = Double(samples[i].count), c = channels(samples[i].color)
                n += w
                s.0 += w * c.0; s.1 += w * c.1; s.2 += w * c.2
                q.0 += w * c.0 * c.0; q.1 += w * c.1 * c.1; q.2 += w * c.2 * c.2
            }
            let variance = (q.0 - s.0 * s.0 / n, q.1 - s.1 * s.1 / n, q.2 - s.2 * s.2 / n)
            let axis = variance.0 >= variance.1 && variance.0 >= variance.2 ? 0 : (variance.1 >= variance.2 ? 1 : 2)
            let mean = GIFColor(red: UInt8((s.0 / n).rounded()), green: UInt8((s.1 / n).rounded()), blue: UInt8((s.2 / n).rounded()))
            return Box(members: members, error: members.count > 1 ? variance.0 + variance.1 + variance.2 : 0, mean: mean, axis: axis)
        }
        var boxes = [summarise(Array(samples.indices))]
        while boxes.count < target {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[worst].error > 0 else { break }
            let box = boxes[worst]
            let sorted = Self.sortedStably(box.members) { i in
                let c = samples[i].color
                return box.axis == 0 ? c.red : (box.axis == 1 ? c.green : c.blue)
            }
            let half = sorted.reduce(0.0) { $0 + Double(samples[$1].count) } / 2
            var running = 0.0, cut = 1
            for (position, i) in sorted.enumerated() {
                running += Double(samples[i].count)
                if running >= half { cut = position + 1; break }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[worst] = summarise(Array(sorted[..<cut]))
            boxes.append(summarise(Array(sorted[cut...])))
        }
        return boxes.map(\.mean)
    }

    /// `members` ordered by a byte each, those with equal bytes in the order given: a counting
    /// sort, as the comparison sort's calls into the key were most of the median cut's time.
    static func sortedStably(_ members: [Int], by key: (Int) -> UInt8) -> [Int] {
        var starts = [Int](repeating: 0, count: 257)
        let keys = members.map(key)
        for k in keys { starts[Int(k) + 1] += 1 }
        for k in 1...256 { starts[k] += starts[k - 1] }
        var sorted = [Int](repeating: 0, count: members.count)
        for (member, k) in zip(members, keys) {
            sorted[starts[Int(k)]] = member
            starts[Int(k)] += 1
        }
        return sorted
    }

    /// The entries in order of the pixels nearest them, most first: an image of only the
    /// commonest colours (a square unlit, all one colour) then uses only low indices, and LZW
    /// codes it with fewer bits (see `GIFLZW.encode`'s code size).
    static func commonestFirst(_ palette: [GIFColor], _ samples: [(color: GIFColor, count: UInt64)]) -> [GIFColor] {
        var weights = [UInt64](repeating: 0, count: palette.count)
        let nearest = GIFNearestColor(palette)
        for sample in samples {
            weights[nearest.index(Int(sample.color.red), Int(sample.color.green), Int(sample.color.blue))] += sample.count
        }
        return palette.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }.map { palette[$0] }
    }

    /// Each sample to its nearest entry, then each entry to the weighted mean of its samples
    /// (an entry nobody chose stays).
    ///
    /// The samples are searched in two halves at once when there are many: a sprite sheet's
    /// six rounds were a sixth of its time, waited for by every core. The sums are whole
    /// numbers, so the halves add up to the sums of one pass exactly.
    static func kMeansRound(_ samples: [(color: GIFColor, count: UInt64)], _ palette: [GIFColor]) -> [GIFColor] {
        let search = GIFNearestColor(palette)
        let halves = ConcurrentParts.ranges(of: samples.count, parts: samples.count >= samplesWorthHalving ? 2 : 1)
        let parts = ConcurrentParts.results(halves.count) { half in
            var sums = [ColorSum](repeating: ColorSum(), count: palette.count)
            for sample in samples[halves[half]] {
                let c = sample.color
                sums[search.index(Int(c.red), Int(c.green), Int(c.blue))]
                    .add(red: UInt64(c.red), green: UInt64(c.green), blue: UInt64(c.blue), weight: sample.count)
            }
            return sums
        }
        return palette.indices.map { i in
            var sum = ColorSum()
            for part in parts { sum.add(part[i]) }
            return sum.count > 0 ? sum.mean : palette[i]
        }
    }

    /// Below this many samples a round takes a few tens of microseconds: too little to
    /// hand half of it to another core.
    static let samplesWorthHalving = 2_048
}

/// Drawn pixel to palette index, each distinct colour searched once: a 16 MB table over every
/// 24-bit colour, and a bit per colour saying whether its entry is known yet.
struct GIFColorMap {
    let palette: GIFPalette
    private var indices: ZeroedStorage<UInt8>
    private var known: ZeroedStorage<UInt64>

    init(palette: GIFPalette) {
        self.palette = palette
        indices = ZeroedStorage(count: 1 << 24)
        known = ZeroedStorage(count: (1 << 24) / 64)
    }

    /// Maps BGRA pixels to indices, into `output` (one byte a pixel).
    mutating func map(_ pixels: UnsafeBufferPointer<UInt32>, into output: UnsafeMutableBufferPointer<UInt8>) {
        indices.withUnsafeMutableBufferPointer { indices in
            known.withUnsafeMutableBufferPointer { known in
                var last: UInt32 = 0, lastIndex: UInt8 = 0, hasLast = false
                for (position, word) in pixels.enumerated() {
                    if hasLast, word == last {
                        output[position] = lastIndex
                        continue
                    }
                    let rgb = Int(word & 0xFF_FFFF)
                    let index: UInt8
                    if known[rgb >> 6] & (1 << UInt64(rgb & 63)) != 0 {
                        index = indices[rgb]
                    } else {
                        index = palette.nearestIndex(to: GIFColor(red: UInt8(rgb >> 16), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF)))
                        indices[rgb] = index
                        known[rgb >> 6] |= 1 << UInt64(rgb & 63)
                    }
                    output[position] = index
                    last = word
                    lastIndex = index
                    hasLast = true
                }
            }
        }
    }
}
