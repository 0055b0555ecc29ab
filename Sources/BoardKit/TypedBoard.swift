import ChessCore

/// A start position as a board picture is asked for: `startpos`, a FEN, or its placement alone
/// (`Setup.completingPlacement`, unless strict). A legal position can have moves played on it;
/// any other placement a FEN can hold is still drawn, as web-boardimage and lila-gif draw it,
/// but nothing is played on it. The one reading of `board`'s FEN and `/board`'s `fen`.
package struct TypedBoard: Sendable {
    /// The pieces as typed.
    package let board: Board
    /// The legal position, or why the placement is not one.
    package let position: Result<Position, FENError>

    /// Throws only what no FEN reader would read; an illegal placement is kept with its reason.
    package init(_ text: String, mode: FENParseMode = .lenient, chess960: Bool = false) throws(FENError) {
        if text == "startpos" {
            let start = chess960 ? Position.start.with(castlingMode: .chess960) ?? .start : .start
            (board, position) = (start.board, .success(start))
            return
        }
        let completed = mode == .strict ? text : Setup.completingPlacement(text)
        do {
            let legal = try Position(typed: completed, mode: mode, chess960: chess960)
            (board, position) = (legal.board, .success(legal))
        } catch {
            guard case .illegalPosition = error else { throw error }
            // Read again for its pieces alone: castling letters only Chess960 could hold are
            // no reason to refuse a picture.
            board = try Setup(fen: completed, mode: mode, castlingMode: .chess960).board
            position = .failure(error)
        }
    }

    /// The position to play moves on; the reason it is not one otherwise.
    package func playable() throws(FENError) -> Position { try position.get() }

    /// The picture with no move played: `lastMove` lit and `check` marked when given; otherwise
    /// a legal position's king in check is marked, as a timeline with no moves marks it.
    package func diagram(lastMove: Move? = nil, check: Square? = nil) -> BoardDiagram {
        if check == nil, case let .success(legal) = position { return BoardDiagram(position: legal, lastMove: lastMove) }
        return BoardDiagram(board: board, lastMove: lastMove, check: check, position: try? position.get())
    }
}
