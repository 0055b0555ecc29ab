import ChessCore
import Foundation
import TestSupport
import Testing

/// `--plies FIRST-LAST` and `--every real` on a game's per-move GIF, read back by giflib: the
/// frames are exactly the positions asked for, and the players' pace stays within its cap.
@Suite("chess-motion render --plies and --every real: the frames and delays asked for")
struct GIFMoveRangeTests {
    static func game(_ file: String) throws -> Game {
        let text = try String(contentsOf: Fixtures.example("Games/" + file), encoding: .utf8)
        return try #require(PGN.read(text, sanMode: .lenient).first).game
    }

    /// Plies 12 to 30 of the Opera Game: 20 frames, the first the position before 12. O-O-O,
    /// the last the one after 30 (15...Nxd7), each square as ChessCore has it.
    @Test func pliesGiveExactlyThePositionsAsked() throws {
        let game = try Self.game("opera-game.pgn")
        let url = try TemporaryFolder().url.appendingPathComponent("range.gif")
        let result = try ToolRunner.run(["render", Fixtures.example("Games/opera-game.pgn").path, "--frames", "moves",
                                         "--plies", "12-30", "--width", String(GIFPositionFramesTests.width), "--quiet",
                                         "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try DecodedGIF(contentsOf: url)
        try #require(gif.frames.count == 30 - 12 + 2)
        var wrong: [String] = []
        for k in gif.frames.indices {
            let position = game.positions[11 + k]
            for square in Square.allCases {
                let look = GIFPositionFramesTests.look(gif, frame: k, at: square)
                let expected: GIFPositionFramesTests.Occupancy = position.piece(at: square) == nil ? .empty : .occupied
                if look.occupancy != expected { wrong.append("frame \(k) \(square): \(look.occupancy), not \(expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong squares, first \(wrong.prefix(8))")
        // The range stops before the mate: nothing says the game ended.
        #expect(!gif.comments.joined().contains("Result"))
    }

    @Test(arguments: [("30-40", "--plies 30-40: game 1 of", "has 33 plies"), ("12", "--plies", "12-30"), ("0-3", "--plies", "FIRST-")])
    func aRangeTheGameLacksIsRefusedByName(range: String, first: String, second: String) throws {
        let url = try TemporaryFolder().url.appendingPathComponent("range.gif")
        let result = try ToolRunner.run(["render", Fixtures.example("Games/opera-game.pgn").path, "--frames", "moves",
                                         "--plies", range, "--quiet", "-o", url.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains(first) && result.stderr.contains(second), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// The players' pace: no frame but the last held past 2 s, none under 2 hundredths, the
    /// 19-second think before 3...Nf6?? the longest hold, and the last frame held 3 s.
    @Test func realDelaysStayWithinTheirCap() throws {
        let game = try Self.game("lichess-clocks.pgn")
        let url = try TemporaryFolder().url.appendingPathComponent("real.gif")
        let result = try ToolRunner.run(["render", Fixtures.example("Games/lichess-clocks.pgn").path, "--frames", "moves",
                                         "--every", "real", "--width", "180", "--quiet", "-o", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let delays = try DecodedGIF(contentsOf: url).frames.map(\.delay)
        try #require(delays.count == game.positions.count)
        let holds = delays.dropLast()
        #expect(holds.allSatisfy { (2...200).contains($0) }, "\(delays)")
        #expect(holds.max() == holds[5] && holds[5] == 200, "\(delays)")
        #expect(Set(holds).count > 1 && delays.last == 300, "\(delays)")
    }

    @Test func everyTakesSecondsOrRealAndNothingElse() throws {
        let result = try ToolRunner.run(["still", Fixtures.example("Games/opera-game.pgn").path, "--every", "fast",
                                         "-o", try TemporaryFolder().url.appendingPathComponent("x.png").path])
        #expect(result.status != 0 && result.stderr.contains("--every") && result.stderr.contains("fast"), "\(result.stderr)")
    }
}
