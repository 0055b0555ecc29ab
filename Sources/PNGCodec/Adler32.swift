/// zlib's checksum (RFC 1950, section 8.2) of pieces taken apart and joined again: each part of a
/// frame's rows is checksummed where it is compressed, and the stream's checksum is theirs joined.
enum Adler32 {
    /// The largest prime below 2^16: both of Adler-32's sums are kept modulo it.
    static let modulus: UInt64 = 65521

    /// The checksum of `first`'s bytes followed by `second`'s, where `second` covers
    /// `secondLength` bytes. Both sums of `second` started from the initial 1 and 0: its first sum
    /// counts that 1 once more than the joined bytes do, and each of its bytes adds the first
    /// piece's sum (less that 1) to the second sum once.
    static func joined(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let firstA = UInt64(first & 0xFFFF), firstB = UInt64(first >> 16)
        let secondA = UInt64(second & 0xFFFF), secondB = UInt64(second >> 16)
        let a = (firstA + secondA + modulus - 1) % modulus
        let b = (firstB + secondB + UInt64(secondLength) % modulus * ((firstA + modulus - 1) % modulus)) % modulus
        return UInt32(b << 16 | a)
    }
}
