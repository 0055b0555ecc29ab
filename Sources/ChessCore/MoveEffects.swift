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

    public let move: Move
    /// The piece that moves (the pawn, for a promotion).
    public let piece: Piece
    public let from: Square
    public let to: Square
    public let captured: Capture?
    public let rookMove: RookMove?
    /// The piece standing on `to` afterwards, if it is not `piece`.
    public let promotion: Piece?
    public let givesCheck: Bool
    public let isCheckmate: Bool
    public let san: String

    public var isCastling: Bool { rookMove != nil }
    public var isEnPassant: Bool { captured.map { $0.square != to } ?? false }
}

extension Position {
    /// The effects of a legal move; an illegal one throws with the reason, because there is no
    /// honest way to draw it.
    public func effects(of move: Move) throws(IllegalMoveError) -> MoveEffects {
        let legal = legalMoves
        guard legal.contains(move), let piece = board[move.from] else { throw diagnose(move) }
        var captured: MoveEffects.Capture?
        if let victim = board[move.to] {
            captured = .init(piece: victim, square: move.to)
        } else if piece.kind == .pawn, move.from.file != move.to.file {
            let square = Square.onBoard(file: move.to.file, rank: move.from.rank)
            captured = .init(piece: Piece(side: sideToMove.opposite, kind: .pawn), square: square)
        }
        var rookMove: MoveEffects.RookMove?
        if piece.kind == .king, abs(move.to.file - move.from.file) == 2 {
            let geometry = CastlingRights.geometry(sideToMove, kingside: move.to.file > move.from.file)
            rookMove = .init(from: geometry.rookFrom, to: geometry.rookTo)
        }
        let after = playingUnchecked(move)
        let check = after.isCheck
        return MoveEffects(
            move: move, piece: piece, from: move.from, to: move.to,
            captured: captured, rookMove: rookMove,
            promotion: move.promotion.map { Piece(side: sideToMove, kind: $0) },
            givesCheck: check, isCheckmate: check && after.legalMoveCount == 0,
            san: san(move, legalMoves: legal) ?? move.uci
        )
    }
}
