/// Colours summed with weights, in whole numbers: a bin's pixels in the sprite sheet's counts,
/// an entry's samples in a k-means round. A clip's pixel counts times 255 stay far below 2⁶⁴,
/// and sums made apart add up exactly.
struct ColorSum: Sendable {
    var count: UInt64 = 0, red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0

    mutating func add(red r: UInt64, green g: UInt64, blue b: UInt64, weight: UInt64) {
        count += weight
        red += r * weight
        green += g * weight
        blue += b * weight
    }

    mutating func add(_ other: ColorSum) {
        count += other.count
        red += other.red
        green += other.green
        blue += other.blue
    }

    /// The mean colour, rounded as a bin's (`GIFColorCounts.mean`); `count` must not be 0.
    var mean: GIFColor { GIFColorCounts.mean(count: count, red: red, green: green, blue: blue) }
}
