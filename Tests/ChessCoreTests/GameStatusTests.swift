import ChessCore
import Testing

private func play(_ sans: [String], from start: Position = .start) throws -> Game {
    var game = Game(startPosition: start)
    for san in sans { try game.play(san: san) }
    return game
}

@Suite struct GameStatusTests {
    @Test func foolsMate() throws {
        let game = try play(["f3", "e5", "g4", "Qh4#"])
        #expect(game.status == .checkmate(winner: .black))
        #expect(game.isCheck)
        #expect(game.status.result == .blackWins)
        #expect(game.sanMoves == ["f3", "e5", "g4", "Qh4#"])
        #expect(game.movetext == "1. f3 e5 2. g4 Qh4# 0-1")
    }

    @Test func scholarsMate() throws {
        let game = try play(["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"])
        #expect(game.status == .checkmate(winner: .white))
        #expect(game.status.description == "checkmate, white wins")
    }

    @Test func stalemate() throws {
        let position = try Position(fen: "k7/8/1Q6/8/8/8/8/7K b - - 0 1")
        #expect(position.status == .stalemate)
        #expect(!position.isCheck)
        #expect(Game(startPosition: position).status == .stalemate)
        #expect(GameStatus.stalemate.result == .draw)
    }

    @Test(arguments: [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true),
        ("4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true),
        ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),    // bishops on dark squares only
        ("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false),  // opposite colours can still mate
        ("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false),    // two knights (mate needs help, but exists)
        ("4kn2/8/8/8/8/8/8/4KB2 w - - 0 1", false),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", false),
    ])
    func insufficientMaterial(_ fen: String, _ insufficient: Bool) throws {
        let position = try Position(fen: fen)
        #expect(position.hasInsufficientMaterial == insufficient)
        #expect((position.status == .insufficientMaterial) == insufficient)
    }

    @Test func fiftyMoveRule() throws {
        #expect(try Position(fen: "4k3/8/8/8/8/8/8/4K2R w - - 99 80").status == .ongoing)
        #expect(try Position(fen: "4k3/8/8/8/8/8/8/4K2R w - - 100 80").status == .fiftyMoveRule)
        var game = try Game(fen: "4k3/8/8/8/8/8/8/4K2R w - - 99 80")
        try game.play(san: "Rh2")
        #expect(game.status == .fiftyMoveRule)
        // A mate on the hundredth half-move still wins.
        var mate = try Game(fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80")
        try mate.play(san: "Ra8#")
        #expect(mate.status == .checkmate(winner: .white))
    }

    @Test func threefoldRepetition() throws {
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"]
        let twice = try play(shuffle)
        #expect(twice.repetitionCount == 2)
        #expect(twice.status == .ongoing)
        let thrice = try play(shuffle + shuffle)
        #expect(thrice.repetitionCount == 3)
        #expect(thrice.status == .threefoldRepetition)
        #expect(thrice.status.result == .draw)
    }

    @Test func lostCastlingRightsMakeADifferentPosition() throws {
        // Same placement, but after Ke2 Ke7 Ke1 Ke8 nobody can castle: not a repetition of the start.
        let game = try play(["e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8"])
        #expect(game.repetitionCount == 2)
        #expect(game.status == .ongoing)
        let later = try play(["e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8"])
        #expect(later.status == .threefoldRepetition)
    }

    @Test func gameHistoryAndUndo() throws {
        var game = Game()
        try game.play(Move(from: .e2, to: .e4))
        try game.play(uci: "e7e5")
        try game.play(san: "Nf3")
        #expect(game.moves.map(\.uci) == ["e2e4", "e7e5", "g1f3"])
        #expect(game.sanMoves == ["e4", "e5", "Nf3"])
        #expect(game.positions.count == 4)
        #expect(game.positions[0] == .start)
        #expect(game.undo() == Move(from: .g1, to: .f3))
        #expect(game.sanMoves == ["e4", "e5"])
        #expect(game.position.sideToMove == .white)
        #expect(throws: IllegalMoveError.self) { try game.play(Move(from: .e4, to: .e5)) }
        #expect(game.moves.count == 2)
        #expect(game.movetext == "1. e4 e5 *")
    }

    @Test func movetextFromBlack() throws {
        var game = try Game(fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        try game.play(san: "e5")
        try game.play(san: "Nf3")
        #expect(game.movetext == "1... e5 2. Nf3 *")
    }
}
