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
}
