import ChessCore
import Testing

@Suite struct MoveNotationTests {
    @Test func wordsAreClassified() {
        #expect(MoveNotation("e2e4") == .squares(from: .e2, to: .e4, promotion: nil))
        #expect(MoveNotation("e7e8q") == .squares(from: .e7, to: .e8, promotion: .queen))
        #expect(MoveNotation("g1-f3") == .squares(from: .g1, to: .f3, promotion: nil))
        #expect(MoveNotation("e7-e8=N") == .squares(from: .e7, to: .e8, promotion: .knight))
        #expect(MoveNotation("Nf3") == .san("Nf3"))
        #expect(MoveNotation("e8=Q+") == .san("e8=Q+"))
        #expect(MoveNotation("O-O") == .san("O-O"))
        #expect(MoveNotation("exd5") == .san("exd5"))
        #expect(MoveNotation("e2e9") == .san("e2e9"))
        #expect(MoveNotation("e7e8Q") == .san("e7e8Q"))
        for word in ["--", "Z0", "0000"] { #expect(MoveNotation(word) == .null) }
    }

    @Test func resolvedInAPosition() throws {
        let position = Position.start
        #expect(try position.move(.san("Nf3")) == Move(from: .g1, to: .f3))
        #expect(try position.move(MoveNotation("g1f3")) == Move(from: .g1, to: .f3))
        #expect(try position.move(.null) == .null)
        #expect(throws: MoveNotationError.illegal(.cannotMoveThere(.whitePawn, from: .e2, to: .e5))) {
            try position.move(MoveNotation("e2e5"))
        }
        #expect(throws: MoveNotationError.san(.nonCanonical("Ng1f3", canonical: "Nf3"))) {
            try position.move(.san("Ng1f3"), sanMode: .strict)
        }
        var game = Game()
        try game.play(MoveNotation("e2-e4"))
        try game.play(.san("e5"))
        #expect(game.plies == [Ply(number: 1, moveNumber: 1, side: .white, text: "e4"),
                               Ply(number: 2, moveNumber: 1, side: .black, text: "e5")])
        #expect(game.plies[1].description == "ply 2 (1... e5)")
    }
}

@Suite struct GameResultTests {
    @Test func tokensAndText() {
        #expect(GameResult.allCases.map(\.pgn) == ["1-0", "0-1", "1/2-1/2", "*"])
        #expect(GameResult.allCases.map(\.text) == ["1\u{2013}0", "0\u{2013}1", "\u{BD}\u{2013}\u{BD}", "*"])
        for result in GameResult.allCases { #expect(GameResult(pgn: result.pgn) == result) }
        #expect(GameResult(pgn: "1-1") == nil)
        #expect(GameResult.win(for: .black) == .blackWins && GameResult.blackWins.winner == .black)
        #expect(GameResult.draw.winner == nil && !GameResult.ongoing.isDecided)
        #expect(GameStatus.checkmate(winner: .white).result == .whiteWins)
        #expect(GameStatus.insufficientMaterial.result == .draw)
        #expect(GameStatus.ongoing.result == .ongoing)
    }
}
