/// The rows where a frame may differ from the picture shown, as bands from top to bottom. A
/// move changes the rows of a few squares: the rows between them hold nothing to compare.
package struct GIFRowBands: Sendable, Equatable {
    /// Disjoint, none empty, in order.
    package private(set) var bands: [Range<Int>]

    /// The rows of `ranges`, overlapping and touching ones joined.
    package init(_ ranges: some Sequence<Range<Int>>) {
        var joined: [Range<Int>] = []
        for band in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, band.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
            } else {
                joined.append(band)
            }
        }
        bands = joined
    }

    /// From the first band's top to the last one's bottom; empty when there is none.
    package var hull: Range<Int> {
        guard let first = bands.first, let last = bands.last else { return 0..<0 }
        return first.lowerBound..<last.upperBound
    }

    /// Each row of `rows` that lies in a band, top to bottom.
    @inline(__always)
    func forEachRow(in rows: Range<Int>, _ body: (Int) -> Void) {
        for band in bands where band.overlaps(rows) {
            for y in band.clamped(to: rows) { body(y) }
        }
    }
}
