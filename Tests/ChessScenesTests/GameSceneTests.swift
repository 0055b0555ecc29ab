import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Game scene: a PGN game with player bars, clocks and move glyphs")
struct GameSceneTests {
    static func game() throws -> PGNGame {
        let text = try String(contentsOf: Fixtures.url("Examples/Games/lichess-clocks.pgn"), encoding: .utf8)
        return try #require(PGN.games(in: text).games.first)
    }

    func scene(_ timing: GameTiming = .every(GameTiming.defaultEvery), locale: String = "en") throws -> GameScene {
        try GameScene(game: Self.game(), timing: timing, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                      words: SceneFixtures.words(locale))
    }

    /// Just after 3...Nf6?? has landed: both bars, White's clock running, the ?? tag by the knight.
    func blunderTime(_ scene: GameScene) -> Double {
        scene.timeline.arrivalTime(ofMove: 5) + 0.2
    }

    @Test(arguments: ColorScheme.allCases)
    func blunderFrameMatchesItsReference(scheme: ColorScheme) throws {
        let scene = try scene()
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes(),
                                     environment: MotionEnvironment(colorScheme: scheme))
        let image = try renderer.raster(at: blunderTime(scene), size: PixelSize(width: 360, height: 420))
        try Snapshot.assertMatches(image, named: "game-blunder-\(scheme.rawValue)")
    }

    @Test func theFrameIsLichessGIFProportions() throws {
        let scene = try scene()
        #expect(scene.box.width / scene.box.height == 720.0 / 840.0)
    }

    @Test func clocksCountDownFromTheClkCommands() throws {
        let clocks = GameClocks(try Self.game())
        #expect(clocks.initial[.white] == 180 && clocks.increment == 2)
        // 3...Nf6?? took Black from 2:58 to 2:41 with a 2 s increment: 19 s of thought.
        #expect(clocks.thinkingTimes[5] == 19)
        // Halfway through Black's thinking on ply 6, Black's clock is halfway from 2:58 down to 2:39.
        let shown = try #require(clocks.display(.black, plies: 5, fraction: 0.5))
        #expect(abs(shown - (178 + 159) / 2) < 1e-9)
        #expect(clocks.display(.white, plies: 5, fraction: 0.5) == 179)
        #expect(GameClocks.text(161) == "2:41" && GameClocks.text(9.46) == "0:09.4" && GameClocks.text(3723) == "1:02:03")
    }

    @Test func theResultNamesHowTheGameEnded() throws {
        #expect(try scene().resultText == "1\u{2013}0 \u{B7} checkmate")
    }

    /// The game follows the locale like every scene: the way it ended, and a player the PGN
    /// does not name, are the strings' words.
    @Test func theResultAndUnnamedPlayersSpeakTheLocale() throws {
        #expect(try scene(locale: "es").resultText == "1\u{2013}0 \u{B7} jaque mate")
        let text = "[Event \"?\"]\n[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n\n1. e4 e5 0-1\n"
        let game = try #require(PGN.games(in: text).games.first)
        let scene = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                  words: SceneFixtures.words("es"))
        #expect(scene.resultText == "0\u{2013}1 \u{B7} sin tiempo")
        #expect(scene.player(.white).name == "Blancas" && scene.player(.black).name == "Negras")
        let english = try GameScene(game: game, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(),
                                    words: SceneFixtures.words())
        #expect(english.resultText == "0\u{2013}1 \u{B7} time forfeit" && english.player(.white).name == "White")
    }

    @Test func clockTimingSpacesMovesByThinkingAndKeepsThemApart() throws {
        let scene = try scene(.clocks(duration: 20))
        let instants = scene.plyInstants
        let gaps = zip(instants.dropFirst(), instants).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= BoardMotion.standard.arrivalDuration - 1e-9 })
        // The 19-second think before Nf6?? is the longest gap.
        #expect(gaps.max() == gaps[4])
        #expect(scene.duration <= 20 + 1e-9)
    }
}
