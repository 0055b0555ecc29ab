import BoardKit
import ChessCore
import MotionKit
import Testing
import TestSupport

/// A board drawn as given (web-boardimage's and lila-gif's diagrams) and the marks written as
/// web-boardimage writes them.
@Suite("Board diagrams and written marks")
struct BoardDiagramTests {
    /// web-boardimage's README position: with White to move (its placement alone), Black's king
    /// stands in check, which no game reaches.
    static let readme = "5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8"

    @Test func aPlacementAloneIsReadAndAnUnreachableOneKept() throws {
        let legal = try TypedBoard("8/8/8/8/8/8/8/K6k")
        #expect(try legal.playable().sideToMove == .white)
        let unreachable = try TypedBoard(Self.readme)
        #expect(unreachable.board[.g6] == Piece(side: .white, kind: .knight) && unreachable.board[.h8] == Piece(side: .black, kind: .king))
        #expect(throws: FENError.self) { try unreachable.playable() }
        let noKings = try TypedBoard("8/8/8/8/4N3/8/8/8")
        #expect(noKings.diagram().board.pieces.count == 1)
        #expect(throws: FENError.self) { try TypedBoard("not/a/fen") }
        // Strict reads six fields only.
        #expect(throws: FENError.self) { try TypedBoard("8/8/8/8/8/8/8/K6k", mode: .strict) }
    }

    @Test func checkIsTheKingsUnlessASquareIsGiven() throws {
        let checked = try TypedBoard("4k3/8/8/8/8/8/8/K3R3 b - - 0 1")
        #expect(checked.diagram().check == .e8)
        #expect(checked.diagram(check: .a1).check == .a1)
        #expect(try TypedBoard(Self.readme).diagram().check == nil)
        #expect(try TypedBoard(Self.readme).diagram(lastMove: Move(uci: "f4g6"), check: .h8) == BoardDiagram(
            board: try TypedBoard(Self.readme).board, lastMove: Move(from: .f4, to: .g6), check: .h8))
    }

    /// A legal position drawn as a diagram is the same pixels as a timeline with no moves.
    @Test func aDiagramOfAPositionIsThePositionsPicture() throws {
        let position = try Position(fen: "4k3/8/8/8/8/8/8/K3R3 b - - 0 1")
        let options = BoardOptions(coordinates: true)
        let timeline = try BoardFixtures.render(BoardFixtures.scene(BoardTimeline(start: position, moves: []), options: options), t: 0)
        let diagram = BoardScene(.diagram(BoardDiagram(position: position, lastMove: Move(from: .e2, to: .e1))),
                                 theme: try BoardFixtures.theme(), pieces: try BoardFixtures.pieces(), options: options,
                                 squareSide: BoardFixtures.squareSide, margin: BoardFixtures.margin)
        let lit = try BoardFixtures.renderStatic(position, lastMove: Move(from: .e2, to: .e1), options: options)
        #expect(try BoardFixtures.render(diagram, t: 0).pixels == lit.pixels)
        #expect(timeline.pixels != lit.pixels, "the lit move shows")
    }

    @Test(arguments: [
        ("Ge6g8", BoardAnnotations.ArrowOrCircle.arrow(.init(from: .e6, to: .g8, color: .green))),
        ("Bh7", .circle(.init(square: .h7, color: .blue))),
        ("Rh7h7", .circle(.init(square: .h7, color: .red))),
        ("Ya1h8", .arrow(.init(from: .a1, to: .h8, color: .yellow))),
        ("e2e4", .arrow(.init(from: .e2, to: .e4))),
        ("g1f3:red", .arrow(.init(from: .g1, to: .f3, color: .red))),
        ("d5:blue", .circle(.init(square: .d5, color: .blue))),
    ])
    func arrowsAndCirclesAreReadAsWebBoardImageWritesThem(text: String, mark: BoardAnnotations.ArrowOrCircle) throws {
        #expect(try BoardAnnotations.arrowOrCircle(reading: text) == mark)
    }

    @Test func badMarksSayWhy() {
        #expect(throws: AnnotationReadingError.twoColors) { try BoardAnnotations.arrowOrCircle(reading: "Ge2e4:red") }
        #expect(throws: AnnotationReadingError.notAnArrowOrCircle) { try BoardAnnotations.arrowOrCircle(reading: "Qe2e4") }
        #expect(throws: AnnotationReadingError.notAnArrowOrCircle) { try BoardAnnotations.arrowOrCircle(reading: "e2e4e6") }
        #expect(throws: AnnotationReadingError.notAnArrowOrCircle) { try BoardAnnotations.arrowOrCircle(reading: "g") }
        #expect(throws: AnnotationReadingError.unknownColor("pink")) { try BoardAnnotations.arrowOrCircle(reading: "d5:pink") }
        #expect(throws: AnnotationReadingError.notASquare) { try BoardAnnotations.mark(reading: "e2e4") }
    }
}
