import MotionKit

/// The first of a GIF's two passes: every frame is drawn and its colours counted, so the palette
/// fits the whole clip (scenes are pure functions of time, so the second pass draws the same
/// frames again rather than holding them: memory stays flat however long the clip).
///
/// Colours are counted in bins of 6 bits a channel (262,144 bins, 10 MB) with the sum of the
/// exact colours in each, so a bin's mean is exactly the colour of a flat area that fills it
/// alone; a full 24-bit count would be 64 MB and buy nothing the k-means refinement cannot.
public struct GIFColorStatistics: FrameSink {
    public typealias Frame = RasterImage
    public let prepare: @Sendable (RasterImage) throws -> RasterImage = { $0 }

    static let binBits = 6
    static let binCount = 1 << (3 * binBits)

    var counts: [UInt64]
    /// Sums of red, green and blue, three per bin.
    var sums: [UInt64]

    public init() {
        counts = [UInt64](repeating: 0, count: Self.binCount)
        sums = [UInt64](repeating: 0, count: 3 * Self.binCount)
    }

    /// Counts the pixels of a frame (BGRA bytes; every frame is drawn over an opaque background).
    /// Runs of one colour, most of a frame, are counted once each.
    public mutating func add(_ frame: RasterImage) {
        frame.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            guard let first = words.first else { return }
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    var run = first, length: UInt64 = 0
                    func flush() {
                        let r = UInt64((run >> 16) & 0xFF), g = UInt64((run >> 8) & 0xFF), b = UInt64(run & 0xFF)
                        let bin = Int((r >> 2) << 12 | (g >> 2) << 6 | (b >> 2))
                        counts[bin] += length
                        sums[3 * bin] += r * length
                        sums[3 * bin + 1] += g * length
                        sums[3 * bin + 2] += b * length
                    }
                    for word in words {
                        if word == run { length += 1; continue }
                        flush()
                        run = word
                        length = 1
                    }
                    flush()
                }
            }
        }
    }

    public mutating func write(_ frame: RasterImage, index: Int) throws { add(frame) }
    public mutating func finish() throws {}
    public mutating func abandon() {}

    /// The occupied bins: each one's mean colour and pixel count.
    var colors: [(color: GIFColor, count: UInt64)] {
        var result: [(color: GIFColor, count: UInt64)] = []
        for bin in 0..<Self.binCount where counts[bin] > 0 {
            let n = counts[bin]
            func mean(_ channel: Int) -> UInt8 { UInt8((sums[3 * bin + channel] + n / 2) / n) }
            result.append((GIFColor(red: mean(0), green: mean(1), blue: mean(2)), n))
        }
        return result
    }
}

/// One colour of a GIF's colour table.
public struct GIFColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    func distance(to r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(red) - r, dg = Int(green) - g, db = Int(blue) - b
        return dr * dr + dg * dg + db * db
    }
}
