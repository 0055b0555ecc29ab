import ChessCore
import Testing

/// A short blitz game exported the way lichess writes it: tags, clocks and evaluations in every
/// comment, a glyph, Black's move numbers repeated after comments.
private let blitzGame = """
[Event "Rated Blitz game"]
[Site "https://lichess.org/AbCdEfGh"]
[White "alice"]
[Black "bob"]
[Result "0-1"]
[WhiteElo "1500"]
[BlackElo "1524"]
[TimeControl "180+0"]

{ A famous trap. } 1. f3 { [%eval -0.6] [%clk 0:03:00] } 1... e5 { [%eval -0.5] [%clk 0:02:58] } 2. g4?? { [%eval #-1] [%clk 0:02:55] Blunder. } 2... Qh4# { [%clk 0:02:51.5] } 0-1
"""

/// A Chess960 game from a set position: White castles queenside with the king passing over
/// the rook (d1 to c1 while b1 goes to d1), Black kingside from d8 to g8.
private let chess960Game = """
[Event "Chess960 test"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "1r1k3r/3p4/8/8/8/8/3P4/1R1K3R w KQkq - 0 1"]
[Result "*"]

1. O-O-O O-O 2. Rhe1 Rfe8 *
"""

@Suite struct PGNAnnotationTests {
    @Test func commentsClocksEvaluationsAndGlyphsPerPly() throws {
        let game = try #require(try PGN.read(blitzGame).first)
        #expect(game.plies.count == 4)
        #expect(game.comments.map(\.text) == ["A famous trap."])
        #expect(game.plies.map(\.clock) == [180, 178, 175, 171.5])
        #expect(game.plies.map(\.evaluation) == [.pawns(-0.6), .pawns(-0.5), .mate(-1), nil])
        #expect(game.plies[2].nags == [.blunder])
        #expect(game.plies[2].moveGlyph == "??")
        #expect(game.plies[2].comment == "Blunder.")
        #expect(game.plies[2].ply == Ply(number: 3, moveNumber: 2, side: .white, text: "g4"))
        #expect(game.plies[3].san == "Qh4#")
        #expect(game.plies[3].location == TextLocation(line: 10, column: 151))
        #expect(game.result == .blackWins)
        #expect(game.outcome == .blackWins)
        #expect(game[tag: "WhiteElo"] == "1500")
        #expect(game.game.status == .checkmate(winner: .black))
    }

    @Test func nagsAfterAMoveStayWithIt() throws {
        let game = try #require(try PGN.read("1. e4 $1 $18 e5 $6 {ok} 2. Nf3 *").first)
        #expect(game.plies.map(\.nags) == [[.goodMove, NAG(rawValue: 18)], [.dubiousMove], []])
        #expect(game.plies.map(\.comment) == ["", "ok", ""])
    }

    @Test func chess960GameCastlesBothWays() throws {
        let game = try #require(try PGN.read(chess960Game).first)
        #expect(game.castlingMode == .chess960)
        #expect(game.game.sanMoves == ["O-O-O", "O-O", "Rhe1", "Rfe8"])
        // King-takes-rook in UCI, as Chess960 writes castling.
        #expect(game.game.moves.prefix(2).map(\.uci) == ["d1b1", "d8h8"])
        let afterCastling = game.game.positions[2]
        #expect(afterCastling.piece(at: .c1) == .whiteKing && afterCastling.piece(at: .d1) == .whiteRook)
        #expect(afterCastling.piece(at: .g8) == .blackKing && afterCastling.piece(at: .f8) == .blackRook)
        let effects = try game.game.positions[0].effects(of: game.game.moves[0])
        #expect(effects.from == .d1 && effects.to == .c1)
        #expect(effects.rookMove == .init(from: .b1, to: .d1))
    }

    @Test func shredderFENSelectsChess960WithoutAVariantTag() throws {
        let text = "[FEN \"1r1k3r/3p4/8/8/8/8/3P4/1R1K3R w HBhb - 0 1\"]\n1. O-O-O *"
        let game = try #require(try PGN.read(text).first)
        #expect(game.castlingMode == .chess960)
        #expect(game.game.position.piece(at: .c1) == .whiteKing)
        // A standard FEN stays standard.
        let standard = try #require(try PGN.read("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n1. O-O *").first)
        #expect(standard.castlingMode == .standard)
        #expect(standard.game.moves.map(\.uci) == ["e1g1"])
    }

    @Test func fourFieldFENTagIsRead() throws {
        let game = try #require(try PGN.read("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - -\"]\n1. e4 *").first)
        #expect(game.game.position.fen == "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")
    }

    @Test func nullMovesArePasses() throws {
        let game = try #require(try PGN.read("1. e4 -- 2. d4 Z0 3. Nf3 *", sanMode: .lenient).first)
        #expect(game.plies.map(\.isNull) == [false, true, false, true, false])
        #expect(game.game.sanMoves == ["e4", "--", "d4", "--", "Nf3"])
        #expect(game.game.position.sideToMove == .black)
        #expect(game.game.position.fullmoveNumber == 3)
        #expect(game.game.position.piece(at: .f3) == .whiteKnight)
    }

    @Test func variationsAreCheckedAndSkipped() throws {
        let game = try #require(try PGN.read("1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 (1... c5!? {Sicilian}) 2. Nf3 *").first)
        #expect(game.game.sanMoves == ["e4", "e5", "Nf3"])
    }

    @Test func movetextAloneFromAnyStart() throws {
        let reader = PGNReader(sanMode: .lenient)
        let game = try reader.read(movetext: "1. e4 e5 2.Nf3 Nc6 {develops} 3. Bb5")
        #expect(game.game.sanMoves == ["e4", "e5", "Nf3", "Nc6", "Bb5"])
        #expect(game.plies[3].comment == "develops")
        #expect(game.result == nil)
        // Squares and UCI are read too in lenient mode, and the start may be any position.
        let start = try Position(fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
        let fromSquares = try reader.read(movetext: "e2e4 e8d7 e1-e2", from: start)
        #expect(fromSquares.game.sanMoves == ["e4", "Kd7", "Ke2"])
        #expect(try reader.read(movetext: "").plies.isEmpty)
    }

    @Test func movetextErrorsPointIntoTheFile() {
        let reader = PGNReader(sanMode: .lenient)
        #expect(throws: PGNError.illegalMove(Ply(number: 3, moveNumber: 2, side: .white, text: "Ke3"),
                                             reason: .noCandidate("Ke3", piece: .whiteKing, to: .e3),
                                             at: TextLocation(line: 12, column: 6))) {
            try reader.read(movetext: "e4 e5\n  2. Ke3", startingAt: TextLocation(line: 11, column: 5))
        }
        #expect(throws: PGNError.textAfterResult("Nf3", at: TextLocation(line: 1, column: 11))) {
            try reader.read(movetext: "1. e4 1-0 Nf3")
        }
        #expect(throws: PGNError.unexpectedToken("tag pair [Event \"x\"]", at: TextLocation(line: 1, column: 1))) {
            try reader.read(movetext: "[Event \"x\"] 1. e4")
        }
        #expect(throws: PGNError.illegalSquaresMove(Ply(number: 1, moveNumber: 1, side: .white, text: "e2e5"),
                                                    reason: .cannotMoveThere(.whitePawn, from: .e2, to: .e5),
                                                    at: TextLocation(line: 1, column: 1))) {
            try reader.read(movetext: "e2e5")
        }
    }
}

/// Broken games whose errors the old reader did not know, each with its error and place.
private let brokenAnnotated: [(name: String, text: String, error: PGNError)] = [
    ("null move in check", "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *",
     .illegalMove(Ply(number: 6, moveNumber: 3, side: .black, text: "--"),
                  reason: .leavesKingInCheck("--", move: .null, reason: .nullMoveInCheck(king: .e8, checkers: [.f7])),
                  at: TextLocation(line: 1, column: 30))),
    ("not SAN inside a variation", "1. e4 (1. Nf9) e5 *",
     .malformedVariationMove("Nf9", reason: .malformed("Nf9", index: 2, expected: "a rank 1-8"), at: TextLocation(line: 1, column: 11))),
    ("result inside a variation", "1. e4 (1. d4 *", .unterminatedVariation(at: TextLocation(line: 1, column: 7))),
    ("next game inside a variation", "1. e4 (1. d4\n[Event \"b\"] *", .unterminatedVariation(at: TextLocation(line: 1, column: 7))),
    ("unknown variant", "[Variant \"Atomic\"]\n1. e4 *", .unsupportedVariant("Atomic", at: TextLocation(line: 1, column: 10))),
    ("squares are not PGN in strict mode", "1. e2e4 *",
     .illegalMove(Ply(number: 1, moveNumber: 1, side: .white, text: "e2e4"),
                  reason: .malformed("e2e4", index: 2, expected: "= before the promotion piece, or the end of the move"),
                  at: TextLocation(line: 1, column: 4))),
    ("impossible position in the FEN tag", "[FEN \"4k3/8/8/P7/8/8/PPPPPPPP/4K3 w - - 0 1\"]\n*",
     .invalidFEN(.illegalPosition(.tooManyPawns(.white, count: 9)), at: TextLocation(line: 1, column: 6))),
]

@Suite struct BrokenAnnotatedPGNTests {
    @Test(arguments: brokenAnnotated.indices)
    func rejected(_ index: Int) {
        let entry = brokenAnnotated[index]
        #expect(throws: entry.error, "\(entry.name)") { try PGN.read(entry.text) }
    }
}
