import ChessCore
import Testing

private let threeGames = """
[Event "One"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Two"]
[Result "*"]

1. d4 d5 2. Kd3 *

[Event "Three"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
"""

@Suite struct PGNDatabaseTests {
    @Test func aBadGameCostsOnlyItself() {
        let database = PGN.games(in: threeGames)
        #expect(database.count == 3)
        #expect(database.games.map { $0[tag: "Event"] } == ["One", "Three"])
        #expect(database.errors.map(\.gameIndex) == [2])
        #expect(database.errors.first?.location == TextLocation(line: 9, column: 13))
        #expect(database[2]?.location == TextLocation(line: 6, column: 1))
        #expect(database[3]?.game?.game.status == .checkmate(winner: .black))
        #expect(database[4] == nil)
        #expect(database.errors.first?.description.hasPrefix("game 2, line 9, column 13: illegal move 2. Kd3 (ply 3)") == true)
    }

    @Test func theThrowingReaderStopsAtTheFirstBadGame() {
        #expect(throws: PGNError.self) { try PGN.read(threeGames) }
    }

    @Test func aBrokenTagSkipsTheRestOfItsGame() {
        let text = """
        [Event "One"]
        [Site "x]
        [Round "1"]

        1. e4 e5 *

        [Event "Two"]

        1. d4 *
        """
        let database = PGN.games(in: text)
        #expect(database.count == 2)
        #expect(database[1]?.error == .unterminatedString(at: TextLocation(line: 2, column: 7)))
        #expect(database[2]?.game?[tag: "Event"] == "Two")
        #expect(database[2]?.game?.game.sanMoves == ["d4"])
    }

    @Test func aMissingResultStillLetsTheNextGameRead() {
        let text = "[Event \"a\"]\n1. e4 e5\n[Event \"b\"]\n1. d4 *"
        let database = PGN.games(in: text)
        #expect(database.errors.map(\.error) == [.missingResult(at: TextLocation(line: 3, column: 1))])
        #expect(database.games.map { $0[tag: "Event"] } == ["b"])
    }

    @Test func anUnclosedCommentStillLetsTheNextGameRead() {
        let text = "[Event \"a\"]\n1. e4 {oops\n\n[Event \"b\"]\n1. d4 *\n"
        let database = PGN.games(in: text)
        #expect(database.errors.map(\.error) == [.unterminatedComment(at: TextLocation(line: 2, column: 7))])
        #expect(database.games.map { $0[tag: "Event"] } == ["b"])
    }

    /// Each unclosed `{` was scanned to the end of the file and reading resumed after it: 8,000
    /// such games took 47 s. The text after the first one is known to hold no `}`.
    @Test func thousandsOfUnclosedCommentsReadInLinearTime() {
        let text = String(repeating: "[Event \"g\"]\n1. e4 {\n\n", count: 8_000)
        let clock = ContinuousClock()
        let started = clock.now
        let database = PGN.games(in: text)
        #expect(clock.now - started < .seconds(20))
        #expect(database.count == 8_000)
        #expect(database.errors.count == 8_000)
        #expect(database.errors.last?.error == .unterminatedComment(at: TextLocation(line: 7_999 * 3 + 2, column: 7)))
    }

    @Test func byteOrderMarkAndCRLFFile() throws {
        let text = "\u{FEFF}" + threeGames.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let database = PGN.games(in: text)
        #expect(database.games.count == 2)
        #expect(database.errors.first?.location == TextLocation(line: 9, column: 13))
    }

    @Test func emptyAndCommentOnlyTextHasNoGames() {
        #expect(PGN.games(in: "").count == 0)
        #expect(PGN.games(in: "\n{nothing here}\n; nor here\n").count == 0)
    }
}
