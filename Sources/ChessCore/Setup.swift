/// A placement with the other FEN fields, not yet checked for legality. `Position(setup:)` is
/// the one gate from here to a position the move generator may trust; keeping the unchecked form
/// separate lets editors and parsers hold half-made boards without pretending they are playable.
public struct Setup: Hashable, Sendable {
    /// The largest halfmove clock or fullmove number a FEN may hold (six digits). Playing a move
    /// keeps the counters at it rather than past it, so every position played writes a FEN that
    /// reads back.
    public static let maximumMoveCounter = 999_999

    public var board: Board
    public var sideToMove: Side
    /// The rooks that may still castle, by square (see `CastlingRights`).
    public var castlingRights: CastlingRights
    public var enPassantSquare: Square?
    public var halfmoveClock: Int
    public var fullmoveNumber: Int
    /// Standard chess or Chess960: how castling is generated and how UCI and FEN write it.
    public var castlingMode: CastlingMode

    public init(
        board: Board = Board(),
        sideToMove: Side = .white,
        castlingRights: CastlingRights = .none,
        enPassantSquare: Square? = nil,
        halfmoveClock: Int = 0,
        fullmoveNumber: Int = 1,
        castlingMode: CastlingMode = .standard
    ) {
        self.board = board
        self.sideToMove = sideToMove
        self.castlingRights = castlingRights
        self.enPassantSquare = enPassantSquare
        self.halfmoveClock = halfmoveClock
        self.fullmoveNumber = fullmoveNumber
        self.castlingMode = castlingMode
    }

    public static let start = Setup(board: .standard, castlingRights: .all)

    /// The square of `side`'s king if it stands on that side's back rank, where castling needs it.
    func backRankKing(of side: Side) -> Square? {
        let rank: UInt64 = side == .white ? 0xFF : 0xFF << 56
        return Bitboard(rawValue: board.kings & board.bits(side) & rank).first
    }

    /// Whether some castling right can only be Chess960's: a right whose rook is off its corner,
    /// or whose king is off the e-file. A reader that was not told the variant can use this to
    /// pick the mode, as PGN readers do for a FEN tag with Shredder letters.
    public var needsChess960: Bool {
        for side in Side.allCases {
            let rooks = castlingRights.rookSquares(of: side)
            guard !rooks.isEmpty else { continue }
            let homeKing: Square = side == .white ? .e1 : .e8
            if backRankKing(of: side).map({ $0 != homeKing }) ?? false { return true }
            if rooks.contains(where: { $0.file != 0 && $0.file != 7 }) { return true }
        }
        return false
    }
}
