/// What a move does on the board, spelled out for an animator: which piece travels, what leaves
/// the board and from where (en passant takes a pawn that is not on the target square), the
/// rook's hop in castling, the piece a pawn becomes, and whether the move checks or mates.
public struct MoveEffects: Hashable, Sendable {
    public struct Capture: Hashable, Sendable {
        public let piece: Piece
        public let square: Square

        public init(piece: Piece, square: Square) {
            self.piece = piece
            self.square = square
        }
    }

    public struct RookMove: Hashable, Sendable {
        public let from: Square
        public let to: Square

        public init(from: Square, to: Square) {
            self.from = from
            self.to = to
        }
    }

    /// The move as the position's mode writes it (a Chess960 castling is the king onto its rook).
    public let move: Move
    /// The piece that moves (the pawn, for a promotion; the king, for castling and for a null
    /// move, where it stays put).
    public let piece: Piece
    /// Where `piece` starts and lands: for castling the king's squares, which in Chess960 may be
    /// one and the same, and may be where the rook starts.
    public let from: Square
    public let to: Square
    public let captured: Capture?
    /// The rook's hop in castling. In Chess960 king and rook may cross or swap squares, so an
    /// animator should read both pieces before moving either.
    public let rookMove: RookMove?
    /// The piece standing on `to` afterwards, if it is not `piece`.
    public let promotion: Piece?
    public let givesCheck: Bool
    public let isCheckmate: Bool
    public let san: String

    public var isCastling: Bool { rookMove != nil }
    public var isEnPassant: Bool { captured.map { $0.square != to } ?? false }
    /// A pass: nothing moves, the other side is to move.
    public var isNull: Bool { move.isNull }
}

extension Position {
    /// The effects of a legal move; an illegal one throws with the reason, because there is no
    /// honest way to draw it. A null move has effects too (nothing moves) when passing is allowed.
    public func effects(of move: Move) throws(IllegalMoveError) -> MoveEffects {
        let king = kingSquare(of: sideToMove)
        if move.isNull {
            _ = try playingNull()
            return MoveEffects(move: move, piece: Piece(side: sideToMove, kind: .king), from: king, to: king,
                               captured: nil, rookMove: nil, promotion: nil, givesCheck: false,
                               isCheckmate: false, san: NullMoveSpelling.san.rawValue)
        }
        let legal = legalMoves
        guard legal.contains(move), let piece = board[move.from] else { throw diagnose(move) }
        let after = playingUnchecked(move)
        let check = after.isCheck
        let san = san(move, legalMoves: legal) ?? move.uci
        if let castling = castling(of: move) {
            return MoveEffects(
                move: move, piece: piece, from: castling.kingFrom, to: castling.kingTo, captured: nil,
                rookMove: .init(from: castling.rookFrom, to: castling.rookTo), promotion: nil,
                givesCheck: check, isCheckmate: check && after.legalMoveCount == 0, san: san
            )
        }
        var captured: MoveEffects.Capture?
        if let victim = board[move.to] {
            captured = .init(piece: victim, square: move.to)
        } else if piece.kind == .pawn, move.from.file != move.to.file {
            let square = Square.onBoard(file: move.to.file, rank: move.from.rank)
            captured = .init(piece: Piece(side: sideToMove.opposite, kind: .pawn), square: square)
        }
        return MoveEffects(
            move: move, piece: piece, from: move.from, to: move.to,
            captured: captured, rookMove: nil,
            promotion: move.promotion.map { Piece(side: sideToMove, kind: $0) },
            givesCheck: check, isCheckmate: check && after.legalMoveCount == 0,
            san: san
        )
    }
}
