/// A set of squares in one 64-bit word, bit n for square n. The engine works on raw `UInt64`
/// internally; this type is the public face for callers who want to ask "which squares".
public struct Bitboard: RawRepresentable, Hashable, Sendable, Sequence, CustomStringConvertible {
    public var rawValue: UInt64

    @inlinable
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public init(_ squares: some Sequence<Square>) {
        rawValue = squares.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
    }

    public static let empty = Bitboard(rawValue: 0)

    @inlinable
    public var isEmpty: Bool { rawValue == 0 }

    @inlinable
    public var count: Int { rawValue.nonzeroBitCount }

    @inlinable
    public func contains(_ square: Square) -> Bool { rawValue & (1 << UInt64(square.rawValue)) != 0 }

    public var squares: [Square] { Array(self) }

    /// The lowest square (nearest a1), if any.
    public var first: Square? { isEmpty ? nil : Square(unchecked: rawValue.trailingZeroBitCount) }

    public static func | (a: Bitboard, b: Bitboard) -> Bitboard { Bitboard(rawValue: a.rawValue | b.rawValue) }
    public static func & (a: Bitboard, b: Bitboard) -> Bitboard { Bitboard(rawValue: a.rawValue & b.rawValue) }
    public static func ^ (a: Bitboard, b: Bitboard) -> Bitboard { Bitboard(rawValue: a.rawValue ^ b.rawValue) }
    public static prefix func ~ (a: Bitboard) -> Bitboard { Bitboard(rawValue: ~a.rawValue) }

    /// Squares in increasing order, a1 first.
    public struct Iterator: IteratorProtocol {
        var bits: UInt64
        public mutating func next() -> Square? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            bits &= bits &- 1
            return Square(unchecked: index)
        }
    }

    public func makeIterator() -> Iterator { Iterator(bits: rawValue) }

    /// An 8x8 picture, rank 8 on top, for debugging and test failure messages.
    public var description: String {
        var lines: [String] = []
        for rank in (0..<8).reversed() {
            var line = ""
            for file in 0..<8 {
                line += contains(Square.onBoard(file: file, rank: rank)) ? "X" : "."
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
