import ChessCore
import Testing

private func moves(_ fen: String) throws -> Set<String> {
    Set(try Position(fen: fen).legalMoves.map(\.uci))
}

@Suite struct MoveGenerationTests {
    @Test func startPosition() {
        let moves = Position.start.legalMoves
        #expect(moves.count == 20)
        #expect(Set(moves).count == 20)
        #expect(Position.start.legalMoves(from: .g1).map(\.uci).sorted() == ["g1f3", "g1h3"])
        #expect(Position.start.legalMoveCount == 20)
    }

    @Test func castlingBothWays() throws {
        let all = try moves("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        #expect(all.contains("e1g1") && all.contains("e1c1"))
        let black = try moves("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")
        #expect(black.contains("e8g8") && black.contains("e8c8"))
    }

    @Test func noCastlingOutOfCheck() throws {
        let all = try moves("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1")
        #expect(!all.contains("e1g1") && !all.contains("e1c1"))
    }

    @Test func noCastlingThroughOrIntoCheck() throws {
        let through = try moves("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        #expect(!through.contains("e1g1") && through.contains("e1c1"))
        let into = try moves("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        #expect(!into.contains("e1g1") && into.contains("e1c1"))
        // b1 may be attacked: the king does not cross it.
        let b1 = try moves("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        #expect(b1.contains("e1c1"))
        let d1 = try moves("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        #expect(!d1.contains("e1c1"))
        // A blocked b1 stops queenside castling even though the king does not cross it.
        let blocked = try moves("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1")
        #expect(!blocked.contains("e1c1") && blocked.contains("e1g1"))
    }

    @Test func castlingRightsLostByMovesAndCaptures() throws {
        var position = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        position = try position.playing(san: "Rxa8+")
        #expect(position.castlingRights == [.whiteKingside, .blackKingside])
        position = try position.playing(san: "Ke7")
        #expect(position.castlingRights == [.whiteKingside])
    }

    @Test func enPassantHorizontalPin() throws {
        // Taking en passant would remove both pawns from the fourth rank and expose the king.
        let position = try Position(fen: "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1")
        #expect(!position.legalMoves.map(\.uci).contains("e4d3"))
        // The same push without the queen allows it.
        let free = try Position(fen: "8/8/8/8/k2Pp3/8/8/3K4 b - d3 0 1")
        #expect(free.legalMoves.map(\.uci).contains("e4d3"))
    }

    @Test func enPassantDiagonalPin() throws {
        // Pinned on the long diagonal: capturing sideways onto d3 would leave it.
        let pinnedOff = try moves("k7/8/8/8/3Pp3/8/8/K6B b - d3 0 1")
        #expect(!pinnedOff.contains("e4d3"))
        // Pinned on c2-h7: d3 lies on the pin line, so the capture stays legal.
        let along = try moves("8/7k/8/8/3Pp3/8/2B5/K7 b - d3 0 1")
        #expect(along.contains("e4d3"))
    }

    @Test func enPassantCapturesTheChecker() throws {
        var game = try Game(fen: "8/8/8/2k5/4p3/8/3P4/4K3 w - - 0 1")
        try game.play(san: "d4+")
        #expect(game.isCheck)
        #expect(game.position.enPassantSquare == .d3)
        #expect(game.position.legalMoves.map(\.uci).contains("e4d3"))
        try game.play(san: "exd3")
        #expect(game.position.piece(at: .d4) == nil && game.position.piece(at: .d3) == .blackPawn)
    }

    @Test func promotionsToAllFourPieces() throws {
        let position = try Position(fen: "8/P7/8/8/8/8/8/k6K w - - 0 1")
        let promotions = position.legalMoves(from: .a7)
        #expect(Set(promotions.compactMap(\.promotion)) == [.queen, .rook, .bishop, .knight])
        #expect(promotions.count == 4)
        // Capturing promotions too.
        let capture = try moves("1r6/P7/8/8/8/8/8/k6K w - - 0 1")
        #expect(capture.isSuperset(of: ["a7b8q", "a7b8r", "a7b8b", "a7b8n", "a7a8q", "a7a8n"]))
    }

    @Test func doubleCheckAllowsOnlyKingMoves() throws {
        // Rook e8 and knight d3 both check; the bishop could take the knight but must not.
        let position = try Position(fen: "4r1k1/8/8/8/8/3n4/8/R3KB2 w - - 0 1")
        #expect(position.checkers.count == 2)
        let moves = position.legalMoves
        #expect(!moves.isEmpty)
        #expect(moves.allSatisfy { $0.from == .e1 })
    }

    @Test func checkMustBeAnswered() throws {
        // Single check by a rook: block, capture or step aside.
        let all = try moves("4k3/8/8/8/8/8/1B6/r3K3 w - - 0 1")
        #expect(all == ["b2a1", "b2c1", "e1d2", "e1e2", "e1f2"])
    }

    @Test func kingCannotHideBehindItself() throws {
        // The rook checks along the rank; stepping away along that rank is still check.
        let all = try moves("4k3/8/8/8/8/8/8/r5K1 w - - 0 1")
        #expect(!all.contains("g1h1"))
        #expect(all == ["g1f2", "g1g2", "g1h2"])
    }

    @Test func pinnedPiecesStayOnTheLine() throws {
        let rook = try Position(fen: "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1").legalMoves(from: .e2).map(\.uci)
        #expect(Set(rook) == ["e2e3", "e2e4", "e2e5", "e2e6", "e2e7"])
        let knight = try Position(fen: "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").legalMoves(from: .e2)
        #expect(knight.isEmpty)
    }
}
