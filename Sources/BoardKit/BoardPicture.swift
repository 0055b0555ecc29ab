import ChessCore
import MotionKit

/// One frame of a board as plain facts: which squares are lit, whether a king is marked, and
/// every visible piece with its (possibly fractional) place and opacity, in drawing order.
/// A static position and an animation at time t both reduce to this, and one routine draws
/// it, so a settled animation and a static render of the same position are the same pixels.
struct BoardPicture: Sendable, Hashable {
    struct PlacedPiece: Sendable, Hashable {
        var piece: Piece
        var file: Double
        var rank: Double
        var opacity: Double
    }

    var lastMove: (from: Square, to: Square)?
    /// The king in check and how strongly its mark shows (0...1, it fades in).
    var check: (square: Square, strength: Double)?
    var pieces: [PlacedPiece]
    /// Arrows, circles and fills, drawn between the highlights and the pieces.
    var annotations = BoardAnnotations.none

    /// A position at rest: pieces in square order, the king of the side to move marked if it
    /// is in check. A pass (null move) lights no square, as in an animation.
    init(position: Position, lastMove: Move?, annotations: BoardAnnotations = .none) {
        self.annotations = annotations
        self.lastMove = lastMove.flatMap { $0.isNull ? nil : ($0.from, $0.to) }
        check = position.isCheck ? (position.kingSquare(of: position.sideToMove), 1) : nil
        pieces = Square.allCases.compactMap { square in
            position.piece(at: square).map { PlacedPiece(piece: $0, file: Double(square.file), rank: Double(square.rank), opacity: 1) }
        }
    }

    init(lastMove: (from: Square, to: Square)?, check: (square: Square, strength: Double)?, pieces: [PlacedPiece]) {
        self.lastMove = lastMove
        self.check = check
        self.pieces = pieces
    }

    static func == (a: BoardPicture, b: BoardPicture) -> Bool {
        a.lastMove?.from == b.lastMove?.from && a.lastMove?.to == b.lastMove?.to
            && a.check?.square == b.check?.square && a.check?.strength == b.check?.strength && a.pieces == b.pieces
            && a.annotations == b.annotations
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(lastMove?.from)
        hasher.combine(lastMove?.to)
        hasher.combine(check?.square)
        hasher.combine(pieces)
        hasher.combine(annotations)
    }
}
