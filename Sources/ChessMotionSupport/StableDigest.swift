/// A 128-bit digest that is the same in every process and on every machine: two 64-bit FNV-1a
/// hashes from different offsets. Swift's `Hasher` is seeded anew in each process, so a name
/// that must outlive the process (an ETag, a kept file's name) is made here.
///
/// Not a cryptographic hash: it names things the tool itself wrote or was asked for, and what
/// it names is checked again when read.
package struct StableDigest: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    package init() {}

    /// Adds `bytes` as one field: a separator follows, so ("ab", "c") and ("a", "bc") differ.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* Self.prime
            second = (second ^ UInt64(byte)) &* Self.prime
        }
        first = (first ^ 0xFF) &* Self.prime
        second = (second ^ 0xFE) &* Self.prime
    }

    package mutating func add(_ text: String) { add(text.utf8) }

    /// 32 lower-case hexadecimal digits.
    package var hex: String { String(printf: "%016llx%016llx", first, second) }
}
