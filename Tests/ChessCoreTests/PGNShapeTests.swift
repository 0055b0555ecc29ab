import ChessCore
import Testing

/// `[%cal]` arrows and `[%csl]` circles, as lichess and ChessBase write them in comments: read
/// with the ply they follow, several commands and comments adding up, a malformed item refused
/// with where its comment is.
@Suite struct PGNShapeTests {
    @Test func shapesBelongToThePlyTheyFollow() throws {
        let text = """
        1. e4 { [%cal Ge2e4,Rd8d1] } 1... e5 { Both sides. [%csl Gd5,Re4] [%cal Bg1f3] } 2. Nf3 *
        """
        let game = try #require(try PGN.read(text).first)
        #expect(game.plies[0].shapes.arrows == [PGNArrow(color: .green, from: .e2, to: .e4), PGNArrow(color: .red, from: .d8, to: .d1)])
        #expect(game.plies[0].shapes.circles.isEmpty)
        #expect(game.plies[1].shapes.circles == [PGNCircle(color: .green, square: .d5), PGNCircle(color: .red, square: .e4)])
        #expect(game.plies[1].shapes.arrows == [PGNArrow(color: .blue, from: .g1, to: .f3)])
        #expect(game.plies[1].comment == "Both sides.")
        #expect(game.plies[2].shapes.isEmpty)
    }

    @Test func twoCommentsOnOnePlyAddUp() throws {
        let game = try #require(try PGN.read("1. d4 { [%csl Yd4] } { [%cal Yc1h6] } *").first)
        #expect(game.plies[0].shapes == PGNShapes(arrows: [PGNArrow(color: .yellow, from: .c1, to: .h6)],
                                                  circles: [PGNCircle(color: .yellow, square: .d4)]))
    }

    @Test(arguments: [
        ("1. e4 { [%cal Xe2e4] } *", PGNShapeError.unknownColor("Xe2e4", command: "cal"), 7),
        ("1. e4 { [%cal Ge2e9] } *", PGNShapeError.malformedItem("Ge2e9", command: "cal"), 7),
        ("1. e4 e5 { [%csl Gd5,Re44] } *", PGNShapeError.malformedItem("Re44", command: "csl"), 10),
        ("1. e4 { [%csl Gd5,,Re4] } *", PGNShapeError.emptyItem(command: "csl"), 7),
    ])
    func aMalformedShapeIsAnErrorAtItsComment(text: String, error: PGNShapeError, column: Int) {
        #expect(throws: PGNError.malformedShape(error, at: TextLocation(line: 1, column: column))) { try PGN.read(text) }
    }

    @Test func otherCommandsAreNotShapes() throws {
        let game = try #require(try PGN.read("1. e4 { [%clk 0:03:00] [%eval 0.3] } *").first)
        #expect(game.plies[0].shapes.isEmpty)
        #expect(game.plies[0].clock == 180)
    }
}
