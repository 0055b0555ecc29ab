/// Which castling moves are still allowed in principle: the set of rooks that have not moved
/// while their king has not moved either. A right is named by its rook's square, which is what
/// Chess960 needs (its rooks start on any file) and what standard chess needs too (a1, h1, a8
/// and h8). Whether castling is possible right now also depends on the board; see
/// `Position.legalMoves`.
///
/// Only squares on the two back ranks can hold a right; others are dropped on construction.
public struct CastlingRights: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    static let backRanks: UInt64 = 0xFF00_0000_0000_00FF

    @inlinable
    public init(rawValue: UInt64) { self.rawValue = rawValue & 0xFF00_0000_0000_00FF }

    /// For bits already on the back ranks (the move generator's own arithmetic).
    @inline(__always)
    init(masked rawValue: UInt64) { self.rawValue = rawValue }

    /// The right of the rook on `square`, or none if the square is not on a back rank.
    public init(rookOn square: Square) {
        self.init(rawValue: 1 << UInt64(square.rawValue))
    }

    public init(rooksOn squares: some Sequence<Square>) {
        self.init(rawValue: squares.reduce(0) { $0 | (1 << UInt64($1.rawValue)) })
    }

    public static let whiteKingside = CastlingRights(rookOn: .h1)
    public static let whiteQueenside = CastlingRights(rookOn: .a1)
    public static let blackKingside = CastlingRights(rookOn: .h8)
    public static let blackQueenside = CastlingRights(rookOn: .a8)

    public static let all: CastlingRights = [.whiteKingside, .whiteQueenside, .blackKingside, .blackQueenside]
    public static let none: CastlingRights = []

    /// Every right one side could hold: its whole back rank. Subtracting it removes that side's
    /// rights whatever files its rooks are on.
    public static func of(_ side: Side) -> CastlingRights {
        CastlingRights(rawValue: side == .white ? 0xFF : 0xFF << 56)
    }

    /// The standard-chess right of one side and wing (rook in the corner).
    public static func right(_ side: Side, kingside: Bool) -> CastlingRights {
        switch (side, kingside) {
        case (.white, true): .whiteKingside
        case (.white, false): .whiteQueenside
        case (.black, true): .blackKingside
        case (.black, false): .blackQueenside
        }
    }

    /// The castling rooks' squares, a1 first.
    public var rookSquares: [Square] { Array(Bitboard(rawValue: rawValue)) }

    /// The castling rooks' squares of one side.
    public func rookSquares(of side: Side) -> [Square] {
        intersection(.of(side)).rookSquares
    }

    /// The rights as a FEN field without looking at the board: KQkq for rooks in the corners,
    /// the rook's file (Shredder-FEN style, upper case for White) otherwise, kingside-most first;
    /// "-" when none remain. `Setup.fen` writes X-FEN, which needs the king's square.
    public var fen: String {
        var text = ""
        for side in Side.allCases {
            for square in rookSquares(of: side).reversed() {
                text.append(Self.standardLetter(square) ?? Self.fileLetter(square, side))
            }
        }
        return text.isEmpty ? "-" : text
    }

    public var description: String { fen }

    static func standardLetter(_ square: Square) -> Character? {
        switch square {
        case .h1: "K"
        case .a1: "Q"
        case .h8: "k"
        case .a8: "q"
        default: nil
        }
    }

    static func fileLetter(_ square: Square, _ side: Side) -> Character {
        side == .white ? Character(String(square.fileCharacter).uppercased()) : square.fileCharacter
    }
}
