import ChessCore
import Testing

private let operaGame = """
[Event "Paris Opera"]
[Site "Paris FRA"]
[Date "1858.11.02"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 {This is a weak move already.} 4. dxe5 Bxf3 5. Qxf3 dxe5
6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8
13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
"""

@Suite struct PGNReadingTests {
    @Test func operaGameReads() throws {
        let games = try PGN.read(operaGame)
        #expect(games.count == 1)
        let game = games[0]
        #expect(game.tags.map(\.name) == ["Event", "Site", "Date", "Round", "White", "Black", "Result"])
        #expect(game[tag: "White"] == "Paul Morphy")
        #expect(game[tag: "Black"] == "Duke Karl / Count Isouard")
        #expect(game.result == .whiteWins)
        #expect(game.game.moves.count == 33)
        #expect(game.game.sanMoves.last == "Rd8#")
        #expect(game.game.status == .checkmate(winner: .white))
        #expect(game.game.position.fen == "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17")
    }

    @Test func commentsNAGsVariationsAndAnnotations() throws {
        let text = """
        [Event "Test"]
        [Result "*"]
        ; a line comment
        % an escaped line
        1. e4 $1 {best by test} e5!? (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3?! {multi
        line comment} Nc6 $14 3.Bb5 a6 4... ; comment after number
        *
        """
        let games = try PGN.read(text)
        #expect(games.count == 1)
        #expect(games[0].game.sanMoves == ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"])
        #expect(games[0].result == .ongoing)
    }

    @Test func severalGamesAndAFENTag() throws {
        let text = """
        [Event "One"]
        [Result "0-1"]

        1. f3 e5 2. g4 Qh4# 0-1

        [Event "Two"]
        [SetUp "1"]
        [FEN "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"]
        [Result "1/2-1/2"]

        1. O-O-O+ Ke7 1/2-1/2

        1. d4 d5
        """
        let games = try PGN.read(text)
        #expect(games.count == 3)
        #expect(games[0].game.status == .checkmate(winner: .black))
        #expect(games[1].game.startPosition.fen == "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1")
        #expect(games[1].game.sanMoves == ["O-O-O+", "Ke7"])
        #expect(games[1].result == .draw)
        #expect(games[2].tags.isEmpty)
        #expect(games[2].result == nil)
        #expect(games[2].game.moves.count == 2)
    }

    @Test func movesFromBlackAndEmptyInput() throws {
        #expect(try PGN.read("").isEmpty)
        #expect(try PGN.read("  {just a comment}\n").isEmpty)
        let games = try PGN.read("[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n1... e5 2. Nf3 *")
        #expect(games[0].game.sanMoves == ["e5", "Nf3"])
    }

    @Test func escapesInTagValues() throws {
        let games = try PGN.read(#"[Event "The \"Immortal\" \\ Game"] *"#)
        #expect(games[0][tag: "Event"] == #"The "Immortal" \ Game"#)
    }

    @Test func lenientSAN() throws {
        #expect(throws: PGNError.self) { try PGN.read("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *") }
        let games = try PGNReader(sanMode: .lenient).read("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *")
        #expect(games[0].game.sanMoves.last == "O-O")
    }
}

/// Broken PGN, each with the error it must produce and where.
private let brokenCorpus: [(name: String, text: String, error: PGNError)] = [
    ("illegal move", "1. e4 e5 2. Ke3 *",
     .illegalMove(Ply(number: 3, moveNumber: 2, side: .white, text: "Ke3"),
                  reason: .noCandidate("Ke3", piece: .whiteKing, to: .e3), at: .init(line: 1, column: 13))),
    ("pinned knight, on line 3", "[Event \"x\"]\n\n1. e4 e5 2. d3 Bb4+ 3. Nc3 Nf6 4. Nd5 *",
     .illegalMove(Ply(number: 7, moveNumber: 4, side: .white, text: "Nd5"),
                  reason: .leavesKingInCheck("Nd5", move: Move(from: .c3, to: .d5),
                                             reason: .leavesKingInCheck(king: .e1, attackers: [.b4])),
                  at: .init(line: 3, column: 35))),
    ("ambiguous move", "1. Nc3 Nc6 2. e3 e6 3. Ne2 *",
     .illegalMove(Ply(number: 5, moveNumber: 3, side: .white, text: "Ne2"),
                  reason: .ambiguous("Ne2", candidates: [.g1, .c3], options: ["Nge2", "Nce2"]), at: .init(line: 1, column: 24))),
    ("not SAN", "1. e4 e5 2. Nf9 *",
     .illegalMove(Ply(number: 3, moveNumber: 2, side: .white, text: "Nf9"),
                  reason: .malformed("Nf9", index: 2, expected: "a rank 1-8"), at: .init(line: 1, column: 13))),
    ("unterminated comment", "1. e4 {never closed\n e5 *", .unterminatedComment(at: .init(line: 1, column: 7))),
    ("unterminated tag value", "[Event \"Open\n\n1. e4 *", .unterminatedString(at: .init(line: 1, column: 8))),
    ("tag without value", "[Event]\n1. e4 *", .malformedTag(expected: "a quoted value after the tag name Event", at: .init(line: 1, column: 1))),
    ("tag without name", "[\"Event\"]\n1. e4 *", .malformedTag(expected: "a tag name after [", at: .init(line: 1, column: 1))),
    ("tag not closed", "[Event \"x\"\n1. e4 *", .malformedTag(expected: "] after the value of tag Event", at: .init(line: 1, column: 1))),
    ("stray closing parenthesis", "1. e4 e5 ) 2. Nf3 *", .unmatchedParenthesis(at: .init(line: 1, column: 10))),
    ("variation never closed", "1. e4 e5 (1... c5 2. Nf3\n2. Nf3 *", .unterminatedVariation(at: .init(line: 1, column: 10))),
    ("missing result before the next game", "[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4 *",
     .missingResult(at: .init(line: 3, column: 1))),
    ("result disagrees with its tag", "[Result \"1-0\"]\n1. e4 e5 0-1", .resultMismatch(tag: "1-0", marker: "0-1", at: .init(line: 2, column: 10))),
    ("bad FEN tag", "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*",
     .invalidFEN(.illegalPosition(.kingCount(.white, count: 0)), at: .init(line: 1, column: 6))),
    ("stray character", "1. e4 e5 2. Nf3 @ *", .unexpectedCharacter("@", at: .init(line: 1, column: 17))),
    ("string in movetext", "1. e4 \"e5\" *", .unexpectedToken("string \"e5\"", at: .init(line: 1, column: 7))),
    ("closing bracket in movetext", "1. e4 ] *", .unexpectedToken("']'", at: .init(line: 1, column: 7))),
    ("CRLF line endings count once", "[Event \"x\"]\r\n\r\n1. e4 e5 2. Qxf7 *",
     .illegalMove(Ply(number: 3, moveNumber: 2, side: .white, text: "Qxf7"),
                  reason: .noCandidate("Qxf7", piece: .whiteQueen, to: .f7), at: .init(line: 3, column: 13))),
]

@Suite struct BrokenPGNTests {
    @Test(arguments: brokenCorpus.indices)
    func rejected(_ index: Int) {
        let entry = brokenCorpus[index]
        do {
            let games = try PGN.read(entry.text)
            Issue.record("\(entry.name): read \(games.count) game(s) instead of failing")
        } catch {
            #expect(error == entry.error, "\(entry.name)")
            #expect(error.line == entry.error.line && error.column == entry.error.column)
        }
    }

    @Test func messagesSayWhereAndWhat() {
        do {
            _ = try PGN.read("1. e4 e5\n2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. h3 h5 7. hxg4 hxg4 8. Nxe5 Qh4 9. Nxg4 Qh1#\n10. Kxh1 *")
            Issue.record("accepted a move after mate")
        } catch {
            #expect(error.description == "line 3, column 5: illegal move 10. Kxh1 (ply 19): Kxh1 is illegal: the king cannot move to h1: it is attacked from h8")
        }
    }
}
