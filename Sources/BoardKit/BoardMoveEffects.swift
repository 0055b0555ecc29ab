import ChessCore

/// What a legal move does to the pieces, as the animation needs it: the rook's hop when
/// castling, the pawn taken en passant (not on the target square), the piece a pawn becomes.
/// Read off the position before the move; the move is already known to be legal.
struct BoardMoveEffects: Sendable, Hashable {
    struct Capture: Sendable, Hashable { var piece: Piece; var square: Square }
    struct RookMove: Sendable, Hashable { var from: Square; var to: Square }

    var from: Square
    var to: Square
    var captured: Capture?
    var rookMove: RookMove?
    var promotion: Piece?

    init(move: Move, before position: Position) {
        from = move.from
        to = move.to
        let mover = position.piece(at: move.from)
        if let victim = position.piece(at: move.to) {
            captured = Capture(piece: victim, square: move.to)
        } else if let mover, mover.kind == .pawn, move.from.file != move.to.file {
            let square = Square(file: move.to.file, rank: move.from.rank)
            captured = position.piece(at: square).map { Capture(piece: $0, square: square) }
        }
        if let mover, mover.kind == .king, abs(move.to.file - move.from.file) == 2 {
            let kingside = move.to.file > move.from.file
            rookMove = RookMove(from: Square(file: kingside ? 7 : 0, rank: move.from.rank),
                                to: Square(file: kingside ? 5 : 3, rank: move.from.rank))
        }
        promotion = mover.flatMap { mover in move.promotion.map { Piece(side: mover.side, kind: $0) } }
    }
}
