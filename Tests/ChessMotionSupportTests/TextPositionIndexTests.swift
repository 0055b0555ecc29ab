@testable import ChessMotionSupport
import Testing

@Suite("Text positions: many offsets looked up at a bounded cost each")
struct TextPositionIndexTests {
    /// Lines of many lengths, some of them multi-byte characters and a line longer than the
    /// index's spacing, after a byte order mark.
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array((0..<300).map { n in
        String(repeating: n % 3 == 0 ? "é" : "a", count: n % 17) + (n == 150 ? String(repeating: "ü", count: 700) : "") + "\n"
    }.joined().utf8)

    @Test func everyOffsetMatchesCountingFromTheStart() {
        let index = TextPositionIndex(Self.bytes, from: 3)
        for offset in 0...Self.bytes.count + 2 {
            let indexed = index.position(of: offset, in: Self.bytes)
            let counted = TextPosition.of(offset, in: Self.bytes, from: 3)
            #expect(indexed == counted, "offset \(offset)")
        }
    }

    @Test func anEmptyTextIsAtItsStart() {
        #expect(TextPositionIndex([], from: 0).position(of: 5, in: []) == (1, 1))
    }

    /// A 100,000-value document on one line: each lookup counted from the start cost minutes.
    @Test func aHundredThousandLookupsInALongLineAreQuick() throws {
        let text = "[" + Array(repeating: "{\"scene\":\"coins\",\"output\":\"o.png\"}", count: 100_000).joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: Array(text.utf8), file: "m.json")
        let clock = ContinuousClock()
        let started = clock.now
        let elements = try document.reader.elements()
        var last: DataFileLocation?
        for element in elements { last = element.location }
        #expect(clock.now - started < .seconds(20))
        #expect(last?.line == 1 && last?.column == 2 + 99_999 * 35)
    }
}
