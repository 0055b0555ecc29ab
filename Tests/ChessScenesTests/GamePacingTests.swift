import BoardKit
import ChessCore
import ChessScenes
import Foundation
import SceneTestSupport
import TestSupport
import Testing

@Suite("Game pacing: each position held evenly or at the players' own pace")
struct GamePacingTests {
    static let longest = 2.0, target = 0.8

    @Test func evenPacingHoldsEveryPositionAlikeAndTheLastLonger() {
        let pacing = GamePacing(pace: .even(0.7), thinkingTimes: [3, 1, 4])
        #expect(pacing.delays == [0.7, 0.7, 0.7, GamePacing.finalHold])
        #expect(GamePacing(pace: .even(5), thinkingTimes: [1]).delays == [5, 5])
        #expect(GamePacing(pace: .even(0.001), thinkingTimes: [1, 1]).delays == [0.001, 0.001, 3])
    }

    /// A slow game is sped up so its median hold is the target; a move played at once stays
    /// short; no hold passes the cap; longer thinks still hold longer.
    @Test func aSlowGameIsScaledToABriskMedianEachHoldCapped() throws {
        let times: [Double] = [10, 4, 8, 0.5, 60, 6, 5, 7, 0.2]
        let holds = Array(GamePacing(pace: .real, thinkingTimes: times).delays.dropLast())
        #expect(holds.count == times.count)
        #expect(holds.allSatisfy { $0 <= Self.longest && $0 > 0 })
        let median = times.sorted()[times.count / 2]
        for (time, hold) in zip(times, holds) where time * 2 >= median {
            #expect(hold >= Self.target / 2 - 1e-12)
        }
        #expect(abs(holds[times.firstIndex(of: median)!] - Self.target) < 1e-12)
        #expect(holds[3] <= Self.target / 2 && holds[8] == 0.2)
        #expect(holds[4] == Self.longest)
        let scaled = zip(times, holds).filter { $0.0 * 2 >= median && $0.1 < Self.longest }
        #expect(scaled.sorted { $0.0 < $1.0 }.map(\.1) == scaled.map(\.1).sorted())
    }

    @Test func aFastGamePlaysInRealTimeAndAGameWithoutTimesEvenly() {
        let fast: [Double] = [0.3, 0.5, 0.2, 3, 0.6]
        #expect(GamePacing(pace: .real, thinkingTimes: fast).delays == [0.3, 0.5, 0.2, Self.longest, 0.6, GamePacing.finalHold])
        #expect(GamePacing(pace: .real, thinkingTimes: [0, 0]).delays == [GamePacing.evenHold, GamePacing.evenHold, GamePacing.finalHold])
    }

    /// `%emt` is the time a move took, taken as written; `%clk` differences fill in the rest.
    @Test func elapsedTimesAreTakenAsWritten() throws {
        let text = "[TimeControl \"60\"]\n\n1. e4 { [%emt 0:00:07] } e5 { [%clk 0:00:55] } 2. Nf3 { [%emt 0:00:12.5] } *\n"
        let game = try #require(PGN.games(in: text).games.first)
        #expect(GameClocks(game).thinkingTimes == [7, 5, 12.5])
    }

    /// In an animation the players' pace spaces the moves, each still seen to land: the
    /// 19-second think before 3...Nf6?? is the longest gap.
    @Test func realTimingSpacesAnAnimation() throws {
        let text = try String(contentsOf: Fixtures.url("Examples/Games/lichess-clocks.pgn"), encoding: .utf8)
        let game = try #require(PGN.games(in: text).games.first)
        let scene = try GameScene(game: game, timing: .real, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                  words: SceneFixtures.words())
        let gaps = zip(scene.plyInstants.dropFirst(), scene.plyInstants).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= BoardMotion.standard.arrivalDuration - 1e-9 && $0 <= Self.longest + 1e-9 })
        #expect(gaps.max() == gaps[4])
    }

    /// A range's clocks start where the players' clocks stood before its first ply.
    @Test func aRangeKeepsTheClocksAsTheyStood() throws {
        let text = try String(contentsOf: Fixtures.url("Examples/Games/lichess-clocks.pgn"), encoding: .utf8)
        let game = try #require(PGN.games(in: text).games.first)
        let whole = GameClocks(game)
        let part = whole.excerpt(plies: 5...7)
        #expect(part.thinkingTimes == Array(whole.thinkingTimes[4...6]))
        #expect(part.initial[.white] == 181 && part.initial[.black] == 178)
        let scene = try GameScene(game: game, plies: 5...7, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                  words: SceneFixtures.words())
        #expect(scene.timeline.start == game.game.positions[4] && scene.game.plies.count == 3)
        #expect(scene.clocks.display(.black, plies: 0, fraction: 0) == 178)
    }
}
