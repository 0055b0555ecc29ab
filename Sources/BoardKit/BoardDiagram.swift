import ChessCore

/// A placement drawn as it is given, as web-boardimage and lila-gif draw a FEN: any board a FEN
/// can hold (no kings, the side not to move in check), the move that led to it lit on its two
/// squares and a square glowing as in check, whatever stands there. What `board` and `/board`
/// draw when no move is played, so a diagram nobody could reach still has its picture; playing
/// moves needs a legal `Position` (`BoardTimeline`).
package struct BoardDiagram: Sendable, Hashable {
    package var board: Board
    /// Lit on both its squares; a pass (`0000`) lights none, as in an animation.
    package var lastMove: Move?
    /// The square marked as in check.
    package var check: Square?
    /// The legal position the placement is, when it is one: who is to move, and whether that
    /// side is mated, for the picture's words. Nothing drawn reads it.
    package var position: Position?

    package init(board: Board, lastMove: Move? = nil, check: Square? = nil, position: Position? = nil) {
        self.board = board
        self.lastMove = lastMove
        self.check = check
        self.position = position
    }

    /// A legal position at rest, as a timeline with no moves draws it: the king of the side to
    /// move marked when it is in check.
    package init(position: Position, lastMove: Move? = nil) {
        self.init(board: position.board, lastMove: lastMove,
                  check: position.isCheck ? position.kingSquare(of: position.sideToMove) : nil, position: position)
    }
}

extension BoardPicture {
    /// A diagram at rest: pieces in square order, as a position at rest is drawn, so a legal
    /// position drawn as a diagram and as a settled timeline are the same pixels.
    init(diagram: BoardDiagram, annotations: BoardAnnotations) {
        let pieces = Square.allCases.compactMap { square in
            diagram.board[square].map { PlacedPiece(piece: $0, file: Double(square.file), rank: Double(square.rank), opacity: 1) }
        }
        self.init(lastMove: diagram.lastMove.flatMap { $0.isNull ? nil : ($0.from, $0.to) },
                  check: diagram.check.map { ($0, 1) }, pieces: pieces)
        self.annotations = annotations
    }
}
