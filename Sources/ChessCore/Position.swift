/// A legal chess position: placement, side to move, castling rights, en passant square and the
/// two move counters. Every `Position` has passed the checks of `init(setup:)`, so move
/// generation can trust it (one king a side, the side not to move not in check, ...).
///
/// The en passant square is stored only when an en passant capture is actually legal. That makes
/// equal positions compare equal (repetition counting needs it) and makes `fen` round-trip. Input
/// may use either convention; see `init(setup:)`.
public struct Position: Hashable, Sendable, CustomStringConvertible {
    // Stored widest first: the perft loop copies positions, so their size is speed.
    public internal(set) var board: Board
    public internal(set) var castlingRights: CastlingRights
    // The counters are stored in 32 bits, which keeps a position at 88 bytes.
    var halfmoves: Int32
    var fullmoves: Int32
    public internal(set) var sideToMove: Side
    public internal(set) var enPassantSquare: Square?
    /// Standard chess or Chess960; see `CastlingMode`.
    public internal(set) var castlingMode: CastlingMode

    /// Half-moves since the last capture or pawn move.
    public internal(set) var halfmoveClock: Int {
        get { Int(halfmoves) }
        set { halfmoves = Int32(truncatingIfNeeded: newValue) }
    }

    /// Starts at 1 and goes up after each Black move.
    public internal(set) var fullmoveNumber: Int {
        get { Int(fullmoves) }
        set { fullmoves = Int32(truncatingIfNeeded: newValue) }
    }

    /// For setups already known to be legal.
    init(unchecked setup: Setup) {
        board = setup.board
        sideToMove = setup.sideToMove
        castlingRights = setup.castlingRights
        enPassantSquare = setup.enPassantSquare
        halfmoves = Int32(clamping: setup.halfmoveClock)
        fullmoves = Int32(clamping: setup.fullmoveNumber)
        castlingMode = setup.castlingMode
    }

    /// The standard starting position.
    public static let start = Position(unchecked: .start)

    public var isChess960: Bool { castlingMode == .chess960 }

    /// The same position under other castling rules (the standard start played as Chess960, say).
    /// Nil when a castling right would be impossible under `mode`: standard chess needs the king
    /// on the e-file and the rooks in the corners.
    public func with(castlingMode mode: CastlingMode) -> Position? {
        var setup = self.setup
        setup.castlingMode = mode
        return try? Position(setup: setup)
    }

    /// Checks a setup and makes it a position, or says what makes it impossible. An en passant
    /// square that no legal capture can use is dropped (after it passed the check that a double
    /// push could have made it).
    public init(setup: Setup) throws(PositionError) {
        try Self.validate(setup)
        self.init(unchecked: setup)
        if let square = enPassantSquare, !hasLegalEnPassant(on: square.index) {
            enPassantSquare = nil
        }
    }

    /// Parses and checks a FEN; see `Setup(fen:mode:castlingMode:)` for the syntax rules. The
    /// defaults read exactly six fields of a standard-chess FEN.
    public init(fen: String, mode: FENParseMode = .strict, castlingMode: CastlingMode = .standard) throws(FENError) {
        let setup = try Setup(fen: fen, mode: mode, castlingMode: castlingMode)
        do {
            try self.init(setup: setup)
        } catch {
            throw .illegalPosition(error)
        }
    }

    /// The fields as a `Setup`, for editing.
    public var setup: Setup {
        Setup(board: board, sideToMove: sideToMove, castlingRights: castlingRights,
              enPassantSquare: enPassantSquare, halfmoveClock: halfmoveClock, fullmoveNumber: fullmoveNumber,
              castlingMode: castlingMode)
    }

    public func piece(at square: Square) -> Piece? { board[square] }

    /// Every legal position has exactly one king a side.
    public func kingSquare(of side: Side) -> Square {
        Square(unchecked: (board.kings & board.bits(side)).trailingZeroBitCount)
    }

    /// Pieces of `side` that attack `square` on the current board.
    public func attackers(of square: Square, by side: Side) -> Bitboard {
        Bitboard(rawValue: attackers(to: square.index, by: side, occupied: board.occupied))
    }

    /// The enemy pieces giving check to the side to move.
    public var checkers: Bitboard {
        attackers(of: kingSquare(of: sideToMove), by: sideToMove.opposite)
    }

    public var isCheck: Bool { !checkers.isEmpty }

    public var description: String { fen }

    @inline(__always)
    func attackers(to square: Int, by side: Side, occupied: UInt64) -> UInt64 {
        let t = attackTables
        let theirs = board.bits(side)
        return ((t.knight(square) & board.knights)
            | (t.king(square) & board.kings)
            | (t.pawn(side.opposite, square) & board.pawns)
            | (t.bishop(square, occupied) & (board.bishops | board.queens))
            | (t.rook(square, occupied) & (board.rooks | board.queens))) & theirs
    }
}
