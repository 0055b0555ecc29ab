import ChessMotionSupport
import Testing

/// Names that must be the same in every process: `StableText` of a value and `StableDigest`.
@Suite("Names kept past the process")
struct StableNamingTests {
    struct Inner: Hashable { var weight: Double; var tags: Set<String> }
    struct Outer { var name: String; var table: [String: Inner]; var list: [Int]; var missing: Int? }

    /// A dictionary or set built in another order is the same text; any changed value is not.
    @Test func stableTextSortsEntriesAndSeesEveryField() {
        let keys = (0..<40).map { "key\($0)" }
        func outer(_ order: [String], weight: Double = 0.5, missing: Int? = nil) -> Outer {
            var table: [String: Inner] = [:]
            for key in order { table[key] = Inner(weight: weight, tags: Set(order.filter { $0.hasSuffix("1") })) }
            return Outer(name: "a", table: table, list: [1, 2], missing: missing)
        }
        let text = StableText.of(outer(keys))
        #expect(StableText.of(outer(keys.reversed())) == text)
        #expect(StableText.of(outer(keys, weight: 0.5000000001)) != text)
        #expect(StableText.of(outer(keys, missing: 0)) != text)
        #expect(StableText.of(outer(Array(keys.dropLast()))) != text)
    }

    /// Fields are kept apart, so moving bytes from one to the next changes the digest.
    @Test func stableDigestSeparatesFields() {
        func digest(_ fields: [String]) -> String {
            var digest = StableDigest()
            for field in fields { digest.add(field) }
            return digest.hex
        }
        #expect(digest(["ab", "c"]) != digest(["a", "bc"]))
        #expect(digest(["ab", "c"]) == digest(["ab", "c"]))
        #expect(digest(["ab", "c"]).count == 32)
        #expect(digest([]) != digest([""]))
    }

    /// A field's digest is the two FNV-1a hashes of its bytes however they are held: an array,
    /// a string, its slice, a sequence with no memory of its own. Names kept on disk and ETags
    /// already handed out must not change with the way their bytes reach the digest.
    @Test func stableDigestIsTheSameHoweverTheBytesAreHeld() {
        let text = "Sofía ♞ " + String(repeating: "e4 e5 ", count: 300)
        let bytes = Array(text.utf8)
        // FNV-1a from two offsets, each field closed by its own separator byte.
        func fnv1a(_ offset: UInt64, _ separator: UInt8) -> String {
            let value = (bytes + [separator]).reduce(offset) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        let expected = fnv1a(0xcbf2_9ce4_8422_2325, 0xFF) + fnv1a(0x8422_2325_cbf2_9ce4, 0xFE)
        func digest(_ add: (inout StableDigest) -> Void) -> String {
            var digest = StableDigest()
            add(&digest)
            return digest.hex
        }
        #expect(digest { $0.add(bytes) } == expected)
        #expect(digest { $0.add(text) } == expected)
        #expect(digest { $0.add(bytes[...]) } == expected)
        #expect(digest { $0.add(text[...].utf8) } == expected)
        #expect(digest { $0.add(bytes.lazy.map { $0 }) } == expected)
    }
}
