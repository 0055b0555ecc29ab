import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import SceneTestSupport
import TestSupport
import Testing

@Suite("Scene catalogue")
struct SceneCatalogueTests {
    @Test func itListsCoinsBotsAndClock() {
        #expect(SceneCatalogue.names == ["coins", "bots", "clock"])
        #expect(SceneCatalogue.entry(named: "nosuch") == nil)
    }

    @Test func theBotsEntryDrawsWithTheAssetsItIsGiven() throws {
        let entry = try #require(SceneCatalogue.entry(named: "bots"))
        let scene = try #require(try entry.make(SceneFixtures.assets(style: .monogram)) as? BotsScene)
        #expect(scene.avatarStyle == .monogram && scene.theme.name == "green" && scene.pieces.name == "staunton")
    }

    /// Assets are fetched only by the scenes that use them: a theme that fails to load stops
    /// the bots scene with that error and leaves coins and clock alone.
    @Test func aFailingAssetOnlyStopsTheScenesThatUseIt() throws {
        struct Broken: Error {}
        let pieces = try SceneFixtures.pieces(), roster = try SceneFixtures.roster(), words = try SceneFixtures.words()
        let script = try SceneFixtures.builtInScript("bots")
        let assets = SceneAssets(theme: { throw Broken() }, pieces: { pieces }, avatarStyle: { .glyph }, bots: { roster },
                                 words: { words }, script: { _ in script })
        for name in ["coins", "clock"] {
            #expect(throws: Never.self) { _ = try SceneCatalogue.entry(named: name)?.make(assets) }
        }
        #expect(throws: Broken.self) { _ = try SceneCatalogue.entry(named: "bots")?.make(assets) }
    }

    /// The bots scene is its shipped script: Sofía picked at 1.35 among Pip, Sofía and Viktor,
    /// 1.e4 e5 from the moment the board has risen, in six seconds played in five.
    @Test func theBotsEntryIsItsShippedScript() throws {
        let scene = try SceneFixtures.botsScene()
        #expect(scene.plan.rivals == ["pip", "sofia", "viktor"] && scene.plan.pick == "sofia" && scene.plan.pickAt == 1.35)
        #expect(scene.plan.moves.map(\.instant) == [2.75, 3.65])
        #expect(scene.duration == 6 && scene.stillTime == 4.6 && scene.speed == 1.2)
        #expect(scene.plan.fadeIn == 0...0.2 && scene.plan.fadeOut == 5.45...5.95)
    }

    /// A user's own Scenes/bots.scene that does not validate stops the scene with its
    /// diagnostics, never a crash.
    @Test func aBrokenBuiltInScriptIsAnErrorNamingItsLines() throws {
        let assets = SceneAssets(theme: try SceneFixtures.theme(), pieces: try SceneFixtures.pieces(), avatarStyle: .default,
                                 bots: try SceneFixtures.roster(), words: try SceneFixtures.words(),
                                 scripts: ["bots": try SceneFixtures.builtInScript("bots").replacingOccurrences(of: "sofia viktor", with: "sofia viktr")])
        #expect {
            _ = try SceneCatalogue.entry(named: "bots")?.make(assets)
        } throws: { error in
            "\(error)".contains("Scenes/bots.scene:7:19: error: no bot has the id 'viktr'; did you mean 'viktor'?")
        }
    }

    /// A built-in scene follows the user's choices: its script may not fix them.
    @Test func aBuiltInScriptThatFixesATheme() throws {
        let assets = SceneAssets(theme: try SceneFixtures.theme(), pieces: try SceneFixtures.pieces(), avatarStyle: .default,
                                 bots: try SceneFixtures.roster(), words: try SceneFixtures.words(),
                                 scripts: ["bots": try SceneFixtures.builtInScript("bots") + "theme: wood\n"])
        #expect {
            _ = try SceneCatalogue.entry(named: "bots")?.make(assets)
        } throws: { error in
            "\(error)".hasPrefix("Scenes/bots.scene:19:8: the built-in scene 'bots' follows the user's theme; remove 'theme:'")
        }
    }
}
