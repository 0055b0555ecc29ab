import ChessCore
import SceneScripts
import Testing

/// A pgn block's FEN tag is the board's start; a `start:` that says otherwise is an error.
@Suite("Scene scripts: pgn blocks with a FEN tag")
struct ScriptPGNStartTests {
    static let fen = "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1"

    func script(start: String?) -> String {
        """
        name: Lucena
        duration: 6
        still: 5
        \(start.map { "start: \($0)\n" } ?? "")
        pgn: from 1 every 1
          [SetUp "1"] [FEN "\(Self.fen)"]
          1. Rd1+ Ke7 2. Rd4 *
        """
    }

    @Test func theFENTagSetsTheBoardsStart() throws {
        let check = SceneValidator.check(text: script(start: nil), assets: ScriptExamples.assets)
        #expect(check.isValid, "\(check.diagnostics)")
        let timeline = try #require(check.validation.timeline)
        #expect(timeline.start.epd == (try Position(fen: Self.fen)).epd)
        #expect(timeline.steps.count == 3)
    }

    @Test func theSameStartTwiceIsFine() {
        let check = SceneValidator.check(text: script(start: Self.fen), assets: ScriptExamples.assets)
        #expect(check.isValid, "\(check.diagnostics)")
    }

    @Test func aContradictingStartIsAnErrorNamingBoth() throws {
        let check = SceneValidator.check(text: script(start: "startpos"), assets: ScriptExamples.assets)
        #expect(!check.isValid)
        let problem = try #require(check.diagnostics.first { $0.problem.code == "start-contradicts-fen" })
        #expect(problem.problem.description.contains(Position.start.fen))
        #expect(problem.problem.description.contains("1K1k4/1P6"))
    }
}
