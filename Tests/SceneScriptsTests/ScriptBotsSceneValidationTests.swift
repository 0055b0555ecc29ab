import SceneTestSupport
import TestSupport
import SceneScripts
import BoardKit
import ChessScenes
import MotionKit
import Testing

/// The validator is one engine for scripts and Swift scenes: the bots scene's own move list
/// goes through it here.
@Suite("Scene validator: the bots scene's move list")
struct ScriptBotsSceneValidationTests {
    @Test func theBotsScenesOpeningIsValidWithoutAWarning() throws {
        let scene = try SceneFixtures.botsScene()
        let validation = scene.validation()
        #expect(validation.diagnostics.map(\.description) == [])
        #expect(validation.timeline?.steps.map(\.san) == ["e4", "e5"])
    }

    @Test func theShippedScriptValidatesWithoutAWarning() throws {
        let check = SceneValidator.check(text: try SceneFixtures.builtInScript("bots"),
                                         assets: SceneAssetNames(themes: [], pieceSets: [], bots: try SceneFixtures.roster(),
                                                                 words: [try SceneFixtures.words(), try SceneFixtures.words("es")]))
        #expect(check.diagnostics.map(\.description) == [])
        #expect(check.validation.timeline?.steps.map(\.instant) == [2.75, 3.65])
    }

    /// The same scene with its reply hurried and its still frame moved too early is caught.
    @Test func aHurriedOpeningWouldBeCaught() throws {
        let hurried = try SceneFixtures.intro(SceneFixtures.builtInScript("bots")
            .replacingOccurrences(of: "from auto every 0.9", with: "from auto every 0.45"))
        let validation = hurried.validation()
        #expect(validation.warnings.map(\.code) == ["moves-too-close"])
        let late = SceneValidator.validate(moves: [TimedMove("e2", "e4", at: 2.75), TimedMove("e7", "e5", at: 4.0)],
                                           duration: 6, stillTime: 4.6, fadeOut: TimeSpan(5.45, 5.95))
        #expect(late.errors.map(\.code) == ["still-before-settled"])
        #expect(late.errors.first?.formatted(file: "BotsScene").hasPrefix("BotsScene: error: the still time 4.6 s comes before the last move, ply 2 (1... e7-e5)") == true)
    }
}
