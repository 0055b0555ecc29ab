@testable import GIFCodec
import TestSupport
import Testing

@Suite("Colour-keyed table: what a key was set to, and nothing for a key never set")
struct ColorKeyedTableTests {
    /// Thousands of colours, past several doublings, each found with its own index; colours never
    /// set are not found; setting one again replaces its index.
    @Test func everyColourSetIsFoundAndNoOther() {
        var noise = SeededGenerator(seed: 5)
        var table = ColorKeyedTable<UInt8>(empty: 0)
        var expected: [UInt32: UInt8] = [:]
        for _ in 0..<20_000 {
            let rgb = UInt32(truncatingIfNeeded: noise.next()) & 0xFF_FFFF, index = UInt8(truncatingIfNeeded: noise.next())
            table.set(index, for: rgb)
            expected[rgb] = index
        }
        #expect(expected.allSatisfy { table.value(for: $0.key) == $0.value })
        for _ in 0..<20_000 {
            let rgb = UInt32(truncatingIfNeeded: noise.next()) & 0xFF_FFFF
            #expect(table.value(for: rgb) == expected[rgb])
        }
        // Black, key 0, is a colour like any other.
        #expect(table.value(for: 0) == expected[0])
        table.set(7, for: 0)
        #expect(table.value(for: 0) == 7)
    }

    /// Updating in place starts from the empty value: counting keys counts each key's uses.
    @Test func updatesStartFromTheEmptyValue() {
        var noise = SeededGenerator(seed: 9)
        var table = ColorKeyedTable<Int>(empty: 0)
        var expected: [UInt32: Int] = [:]
        for _ in 0..<30_000 {
            let key = UInt32(noise.next() % 5_000)
            table.update(key) { $0 += 1 }
            expected[key, default: 0] += 1
        }
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.value) }) == expected)
    }
}
