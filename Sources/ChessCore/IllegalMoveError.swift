/// Why a from/to pair (with its promotion piece) is not a legal move here. Cases carry the
/// squares and pieces involved so that a UI can highlight them and a message can name them.
public enum IllegalMoveError: Error, Hashable, Sendable, CustomStringConvertible {
    case noPiece(on: Square)
    case notYourPiece(Piece, on: Square, sideToMove: Side)
    /// The piece does not move that way at all.
    case cannotMoveThere(Piece, from: Square, to: Square)
    /// The piece moves that way but another piece stands in between (or, for a pawn push, on the
    /// target).
    case blocked(Piece, from: Square, to: Square, by: Square)
    case ownPieceOnTarget(Piece, on: Square)
    /// A pawn may move diagonally only to capture (or en passant).
    case pawnCapturesNothing(from: Square, to: Square)
    /// A pawn may push only straight ahead onto an empty square.
    case pawnCannotCaptureForward(from: Square, to: Square)
    case promotionRequired(from: Square, to: Square)
    case promotionNotAllowed(Move)
    case invalidPromotionPiece(PieceKind)
    /// The side to move is in check and the move leaves it so.
    case doesNotAnswerCheck(king: Square, checkers: [Square])
    /// The move (typically of a pinned piece) exposes the king.
    case leavesKingInCheck(king: Square, attackers: [Square])
    /// The king would step onto an attacked square.
    case kingMovesIntoCheck(to: Square, attackers: [Square])
    case noCastlingRight(Side, kingside: Bool)
    case castlingBlocked(kingside: Bool, by: Square)
    case castlingOutOfCheck(kingside: Bool)
    case castlingThroughCheck(kingside: Bool, square: Square)
    case castlingIntoCheck(kingside: Bool, square: Square)
    /// A null move (a pass) while in check would leave the king in check.
    case nullMoveInCheck(king: Square, checkers: [Square])

    public var description: String {
        switch self {
        case let .noPiece(square):
            return "there is no piece on \(square)"
        case let .notYourPiece(piece, square, side):
            return "the piece on \(square) is a \(piece), but it is \(side) to move"
        case let .cannotMoveThere(piece, from, to):
            return "a \(piece.kind) on \(from) cannot move to \(to)"
        case let .blocked(piece, from, to, by):
            return "the \(piece.kind) on \(from) cannot reach \(to): \(by) is in the way"
        case let .ownPieceOnTarget(piece, square):
            return "\(square) is occupied by a \(piece) of the side to move"
        case let .pawnCapturesNothing(from, to):
            return "the pawn on \(from) moves diagonally only to capture, and there is nothing to capture on \(to)"
        case let .pawnCannotCaptureForward(from, to):
            return "the pawn on \(from) cannot move to \(to): pawns push only onto empty squares"
        case let .promotionRequired(from, to):
            return "the pawn moving from \(from) to \(to) reaches the last rank and needs a promotion piece (q, r, b or n)"
        case let .promotionNotAllowed(move):
            return "\(move.from)\(move.to) is not a pawn reaching the last rank, so it cannot promote"
        case let .invalidPromotionPiece(kind):
            return "a pawn cannot promote to a \(kind)"
        case let .doesNotAnswerCheck(king, checkers):
            return "the king on \(king) is in check (from \(PositionError.list(checkers))) and this does not answer it"
        case let .leavesKingInCheck(king, attackers):
            return "leaves the king on \(king) in check (from \(PositionError.list(attackers)))"
        case let .kingMovesIntoCheck(to, attackers):
            return "the king cannot move to \(to): it is attacked from \(PositionError.list(attackers))"
        case let .noCastlingRight(side, kingside):
            return "\(side) has no right to castle \(kingside ? "kingside" : "queenside") any more"
        case let .castlingBlocked(kingside, by):
            return "cannot castle \(kingside ? "kingside" : "queenside"): \(by) is occupied"
        case let .castlingOutOfCheck(kingside):
            return "cannot castle \(kingside ? "kingside" : "queenside") out of check"
        case let .castlingThroughCheck(kingside, square):
            return "cannot castle \(kingside ? "kingside" : "queenside") through check: \(square) is attacked"
        case let .castlingIntoCheck(kingside, square):
            return "cannot castle \(kingside ? "kingside" : "queenside") into check: \(square) is attacked"
        case let .nullMoveInCheck(king, checkers):
            return "cannot pass (null move) while the king on \(king) is in check from \(PositionError.list(checkers))"
        }
    }
}
