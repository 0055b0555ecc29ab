/// One of the 64 squares, numbered a1 = 0, b1 = 1, ... h8 = 63 so that bit `rawValue` of a
/// bitboard is this square.
public struct Square: RawRepresentable, Hashable, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: UInt8

    public init?(rawValue: UInt8) {
        guard rawValue < 64 else { return nil }
        self.rawValue = rawValue
    }

    /// For indices the engine computed itself, which are in range by construction.
    @inlinable
    init(unchecked index: Int) {
        self.rawValue = UInt8(truncatingIfNeeded: index)
    }

    /// Files and ranks count from 0 (file a, rank 1); nil off the board, so no caller's
    /// arithmetic can crash the process.
    public init?(file: Int, rank: Int) {
        guard (0..<8).contains(file), (0..<8).contains(rank) else { return nil }
        self.rawValue = UInt8(rank * 8 + file)
    }

    /// For files and ranks the engine derived from a square or a parsed character, which are
    /// on the board by construction.
    @inlinable
    static func onBoard(file: Int, rank: Int) -> Square {
        Square(unchecked: rank * 8 + file)
    }

    /// Parses a lower-case square name such as "e4".
    public init?(_ name: some StringProtocol) {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count == 2,
              let file = Square.fileIndex(scalars[0]),
              let rank = Square.rankIndex(scalars[1]) else { return nil }
        self.rawValue = UInt8(rank * 8 + file)
    }

    /// The index into bitboards and tables.
    @inlinable
    public var index: Int { Int(rawValue) }

    @inlinable
    public var file: Int { Int(rawValue & 7) }

    @inlinable
    public var rank: Int { Int(rawValue >> 3) }

    public var fileCharacter: Character { Character(Unicode.Scalar(UInt8(97) + UInt8(file))) }
    public var rankCharacter: Character { Character(Unicode.Scalar(UInt8(49) + UInt8(rank))) }

    public var name: String { String(fileCharacter) + String(rankCharacter) }

    public var description: String { name }

    /// Light or dark matters for bishops (insufficient material) and for drawing boards.
    public var isLight: Bool { (file + rank) % 2 == 1 }

    /// The square `files` and `ranks` away, or nil off the board.
    public func offset(files: Int, ranks: Int) -> Square? {
        let f = file + files, r = rank + ranks
        guard (0..<8).contains(f), (0..<8).contains(r) else { return nil }
        return Square(unchecked: r * 8 + f)
    }

    public static func < (lhs: Square, rhs: Square) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let allCases: [Square] = (0..<64).map { Square(unchecked: $0) }

    /// a1, b1, ..., h8.
    public static var all: [Square] { allCases }

    static func fileIndex(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.value >= 97, scalar.value <= 104 else { return nil }
        return Int(scalar.value - 97)
    }

    static func rankIndex(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.value >= 49, scalar.value <= 56 else { return nil }
        return Int(scalar.value - 49)
    }
}
