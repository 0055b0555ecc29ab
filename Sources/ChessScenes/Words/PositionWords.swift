import BoardKit
import ChessCore

/// A picture of a board in words, for its alt text: who is to move, each side's pieces on their
/// squares, the last move, check or mate, and the marks drawn. Sentences in a fixed order, each
/// from the strings files (`alt.*`), so that a reader hears the same shape every time and a
/// program can read the position back:
///
///     Chess board. White to move. White: king on g1, rooks on a1 and f1, pawns on f2, g2 and h2.
///     Black: king on g8, queen on d1. Last move: black queen takes on d1, check. White is in check.
package struct PositionWords: Sendable {
    package let chess: ChessWords

    package init(_ words: Localizer) {
        chess = ChessWords(words)
    }

    private var words: Localizer { chess.words }

    /// The kinds in the order a side's pieces are named: the king first, the pawns last.
    static let kindOrder: [PieceKind] = [.king, .queen, .rook, .bishop, .knight, .pawn]

    /// The whole description of `position`, reached by `lastMove` (if any), with `marks` drawn.
    package func describe(_ position: Position, lastMove: MoveEffects? = nil, marks: BoardAnnotations = .none) -> String {
        var sentences = [words.text(.altPosition),
                         words.text(position.sideToMove == .white ? .altWhiteToMove : .altBlackToMove)]
        for side in [Side.white, .black] {
            sentences.append(words.text(.altSidePieces, ["side": chess.side(side), "pieces": pieces(of: side, in: position)]))
        }
        if let lastMove { sentences.append(words.text(.altLastMove, ["move": chess.move(lastMove)])) }
        switch position.status {
        case .checkmate:
            sentences.append(words.text(position.sideToMove == .white ? .altWhiteCheckmated : .altBlackCheckmated))
        case .stalemate:
            sentences.append(words.text(.altStalemate))
        default:
            if position.isCheck {
                sentences.append(words.text(position.sideToMove == .white ? .altWhiteInCheck : .altBlackInCheck))
            }
        }
        let drawn = self.marks(marks)
        if !drawn.isEmpty { sentences.append(words.text(.altMarks, ["marks": chess.list(drawn)])) }
        return sentences.map { $0 + "." }.joined(separator: " ")
    }

    /// A diagram as drawn: who is to move and its end when the placement is a legal position,
    /// the pieces, the lit move by its squares, a check marked where the position does not
    /// say it, and the marks.
    package func describe(_ diagram: BoardDiagram, marks: BoardAnnotations = .none) -> String {
        guard let position = diagram.position else {
            return sentences(board: diagram.board, litMove: diagram.lastMove, check: diagram.check, marks: marks)
        }
        let said = position.isCheck ? position.kingSquare(of: position.sideToMove) : nil
        var text = describe(position, marks: .none)
        let extra = sentences(board: nil, litMove: diagram.lastMove,
                              check: diagram.check == said ? nil : diagram.check, marks: marks)
        if !extra.isEmpty { text += " " + extra }
        return text
    }

    /// The sentences a diagram adds; `board` nil leaves out the opening and the pieces.
    private func sentences(board: Board?, litMove: Move?, check: Square?, marks: BoardAnnotations) -> String {
        var sentences: [String] = []
        if let board {
            sentences.append(words.text(.altPosition))
            for side in [Side.white, .black] {
                sentences.append(words.text(.altSidePieces, ["side": chess.side(side), "pieces": pieces(of: side, on: board)]))
            }
        }
        if let litMove, !litMove.isNull {
            sentences.append(words.text(.altLastMoveSquares, ["from": litMove.from.name, "to": litMove.to.name]))
        }
        if let check { sentences.append(words.text(.altCheckOn, ["square": check.name])) }
        let drawn = self.marks(marks)
        if !drawn.isEmpty { sentences.append(words.text(.altMarks, ["marks": chess.list(drawn)])) }
        return sentences.map { $0 + "." }.joined(separator: " ")
    }

    /// "king on e1, rooks on a1 and h1, pawns on a2, b2 and c2": each kind the side has, its
    /// squares from a1 up to h8.
    func pieces(of side: Side, in position: Position) -> String { pieces(of: side, on: position.board) }

    func pieces(of side: Side, on board: Board) -> String {
        let groups = Self.kindOrder.compactMap { kind -> String? in
            let squares = Square.allCases.filter { board[$0] == Piece(side: side, kind: kind) }
            guard !squares.isEmpty else { return nil }
            return words.text(.altPieceOn, ["kind": chess.kind(kind, count: squares.count),
                                            "squares": chess.list(squares.map(\.name))])
        }
        return groups.isEmpty ? words.text(.altNoPieces) : groups.joined(separator: ", ")
    }

    /// Each mark that is showing, arrows first.
    func marks(_ marks: BoardAnnotations) -> [String] {
        marks.arrows.filter { $0.shown > 0 }.map { words.text(.altArrow, ["from": $0.from.name, "to": $0.to.name]) }
            + marks.circles.filter { $0.shown > 0 }.map { words.text(.altCircle, ["square": $0.square.name]) }
            + marks.fills.filter { $0.shown > 0 }.map { words.text(.altFill, ["square": $0.square.name]) }
    }
}
