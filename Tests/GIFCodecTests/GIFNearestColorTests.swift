import TestSupport
import Testing
@testable import GIFCodec

/// The nearest-entry search that walks out along red finds what comparing every entry finds,
/// the lowest index among equals included.
@Suite("GIF palette: the nearest entry")
struct GIFNearestColorTests {
    static func scan(_ r: Int, _ g: Int, _ b: Int, in palette: [GIFColor]) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, color) in palette.enumerated() {
            let dr = Int(color.red) - r, dg = Int(color.green) - g, db = Int(color.blue) - b
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { (best, bestDistance) = (i, distance) }
        }
        return best
    }

    @Test func theSearchFindsWhatTheScanFinds() {
        var noise = SeededGenerator(seed: 3)
        func byte(_ spread: UInt64 = 256) -> UInt8 { UInt8(noise.next() % spread) }
        // Spread palettes, palettes of few reds (many equal), duplicates, one entry.
        let palettes: [[GIFColor]] = [
            (0..<255).map { _ in GIFColor(red: byte(), green: byte(), blue: byte()) },
            (0..<200).map { _ in GIFColor(red: byte(4) * 60, green: byte(8) * 30, blue: byte()) },
            [GIFColor](repeating: GIFColor(red: 9, green: 9, blue: 9), count: 5) + [GIFColor(red: 10, green: 9, blue: 9)],
            [GIFColor(red: 200, green: 0, blue: 0)],
        ]
        for palette in palettes {
            let search = GIFNearestColor(palette)
            for _ in 0..<3_000 {
                let (r, g, b) = (Int(byte()), Int(byte()), Int(byte()))
                #expect(search.index(r, g, b) == Self.scan(r, g, b, in: palette), "(\(r), \(g), \(b)) in \(palette.count) entries")
            }
            for (i, color) in palette.enumerated() {
                let found = search.index(Int(color.red), Int(color.green), Int(color.blue))
                #expect(palette[found] == color && found <= i)
            }
        }
    }
}
