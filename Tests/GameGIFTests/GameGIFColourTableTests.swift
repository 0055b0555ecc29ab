@testable import GameGIF
import TestSupport
import Testing

@Suite("Game GIF colour table: colours met, mapped once")
struct GameGIFColourTableTests {
    /// Thousands of colours, past several doublings, each found with its own index; colours never
    /// set are not found; setting one again replaces its index.
    @Test func everyColourSetIsFoundAndNoOther() {
        var noise = SeededGenerator(seed: 5)
        var table = GameGIFColourTable()
        var expected: [UInt32: UInt8] = [:]
        for _ in 0..<20_000 {
            let rgb = UInt32(truncatingIfNeeded: noise.next()) & 0xFF_FFFF, index = UInt8(truncatingIfNeeded: noise.next())
            table.set(index, for: rgb)
            expected[rgb] = index
        }
        #expect(expected.allSatisfy { table.index(of: $0.key) == $0.value })
        for _ in 0..<20_000 {
            let rgb = UInt32(truncatingIfNeeded: noise.next()) & 0xFF_FFFF
            #expect(table.index(of: rgb) == expected[rgb])
        }
        // Black, whose key would be 0 but for the mark bit, is a colour like any other.
        #expect(table.index(of: 0) == expected[0])
        table.set(7, for: 0)
        #expect(table.index(of: 0) == 7)
    }
}
