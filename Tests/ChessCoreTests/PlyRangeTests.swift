import ChessCore
import Testing

@Suite("Ply ranges: a game's plies 12-30 as a game of their own")
struct PlyRangeTests {
    @Test func rangesReadAsWrittenAndOthersAreRefused() {
        #expect(PlyRange("12-30") == PlyRange(first: 12, last: 30))
        #expect(PlyRange("12-")?.last == nil && PlyRange("12-")?.first == 12)
        for text in ["", "12", "-30", "30-12", "0-5", "a-b", "1-2-3", " 1-2", "1-2 ", "+1-2", "1-99999999999", "１-２"] {
            #expect(PlyRange(text) == nil, "\(text)")
        }
        #expect(PlyRange("12-30")?.description == "12-30" && PlyRange("7-")?.description == "7-")
    }

    @Test func aRangeFitsAGameOrSaysNot() throws {
        let range = try #require(PlyRange("12-30"))
        #expect(range.plies(inGameOf: 33) == 12...30)
        #expect(range.plies(inGameOf: 29) == nil)
        #expect(try #require(PlyRange("30-")).plies(inGameOf: 33) == 30...33)
        #expect(try #require(PlyRange("34-")).plies(inGameOf: 33) == nil)
    }

    /// The excerpt starts from the position before its first ply and plays the same moves, with
    /// their annotations; a cut-short game has no result.
    @Test func anExcerptIsTheGameFromThePositionBeforeItsFirstPly() throws {
        let text = "[White \"A\"]\n[Result \"1-0\"]\n\n{ start } 1. e4 e5 2. Nf3 $1 { good } Nc6 3. Bb5 a6 1-0\n"
        let whole = try #require(PGN.games(in: text).games.first)
        let middle = whole.excerpt(plies: 3...4)
        #expect(middle.game.startPosition == whole.game.positions[2])
        #expect(middle.game.moves == Array(whole.game.moves[2..<4]))
        #expect(middle.game.positions == Array(whole.game.positions[2...4]))
        #expect(middle.plies.map(\.san) == ["Nf3", "Nc6"] && middle.plies[0].nags == [.goodMove])
        #expect(middle.plies[0].comment == "good" && middle.comments.isEmpty)
        #expect(middle.result == nil && middle[tag: "Result"] == nil && middle.outcome == .ongoing)
        let end = whole.excerpt(plies: 5...6)
        #expect(end.outcome == .whiteWins && end[tag: "White"] == "A")
        #expect(whole.excerpt(plies: 1...6).comments == whole.comments)
    }
}
