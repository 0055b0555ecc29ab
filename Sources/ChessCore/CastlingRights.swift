/// Which castling moves are still allowed in principle (the king and that rook have not moved).
/// Whether castling is possible right now also depends on the board; see `Position.legalMoves`.
public struct CastlingRights: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0xF }

    public static let whiteKingside = CastlingRights(rawValue: 1)
    public static let whiteQueenside = CastlingRights(rawValue: 2)
    public static let blackKingside = CastlingRights(rawValue: 4)
    public static let blackQueenside = CastlingRights(rawValue: 8)

    public static let all: CastlingRights = [.whiteKingside, .whiteQueenside, .blackKingside, .blackQueenside]
    public static let none: CastlingRights = []

    /// Both rights of one side.
    public static func of(_ side: Side) -> CastlingRights {
        side == .white ? [.whiteKingside, .whiteQueenside] : [.blackKingside, .blackQueenside]
    }

    /// One right, by side and wing.
    public static func right(_ side: Side, kingside: Bool) -> CastlingRights {
        switch (side, kingside) {
        case (.white, true): .whiteKingside
        case (.white, false): .whiteQueenside
        case (.black, true): .blackKingside
        case (.black, false): .blackQueenside
        }
    }

    /// The FEN field: "KQkq", or "-" when none remain.
    public var fen: String {
        var text = ""
        if contains(.whiteKingside) { text += "K" }
        if contains(.whiteQueenside) { text += "Q" }
        if contains(.blackKingside) { text += "k" }
        if contains(.blackQueenside) { text += "q" }
        return text.isEmpty ? "-" : text
    }

    public var description: String { fen }

    /// The squares a castling needs, in one place so that generation, validation and error
    /// messages agree.
    struct Geometry: Sendable {
        let right: CastlingRights
        let side: Side
        let kingside: Bool
        let kingFrom: Square
        let kingTo: Square
        let rookFrom: Square
        let rookTo: Square
        /// Squares that must be empty (between king and rook).
        let mustBeEmpty: UInt64
        /// Squares the king crosses or lands on, which must not be attacked.
        let kingPath: [Square]
    }

    static let geometries: [Geometry] = [
        Geometry(right: .whiteKingside, side: .white, kingside: true, kingFrom: .e1, kingTo: .g1,
                 rookFrom: .h1, rookTo: .f1, mustBeEmpty: bits(.f1, .g1), kingPath: [.f1, .g1]),
        Geometry(right: .whiteQueenside, side: .white, kingside: false, kingFrom: .e1, kingTo: .c1,
                 rookFrom: .a1, rookTo: .d1, mustBeEmpty: bits(.b1, .c1, .d1), kingPath: [.d1, .c1]),
        Geometry(right: .blackKingside, side: .black, kingside: true, kingFrom: .e8, kingTo: .g8,
                 rookFrom: .h8, rookTo: .f8, mustBeEmpty: bits(.f8, .g8), kingPath: [.f8, .g8]),
        Geometry(right: .blackQueenside, side: .black, kingside: false, kingFrom: .e8, kingTo: .c8,
                 rookFrom: .a8, rookTo: .d8, mustBeEmpty: bits(.b8, .c8, .d8), kingPath: [.d8, .c8]),
    ]

    static func geometry(_ side: Side, kingside: Bool) -> Geometry {
        geometries[Int(side.rawValue) * 2 + (kingside ? 0 : 1)]
    }

    private static func bits(_ squares: Square...) -> UInt64 {
        squares.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
    }
}
