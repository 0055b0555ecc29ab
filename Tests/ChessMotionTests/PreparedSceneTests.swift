import ChessMotion
import Foundation
import TestSupport
import Testing

@Suite("The composing library")
struct PreparedSceneTests {
    @Test("a built-in scene resolves with the default settings")
    func builtInSceneResolves() throws {
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        let coins = try PreparedScene("coins", settings: settings)
        #expect(coins.displayName == "coins")
        #expect(try coins.stillTime() == coins.scene.stillTime)
        #expect(try coins.stillTime(requested: 2.5) == 2.5)
    }

    /// An instant outside the scene has nothing to show: refused, naming the scene's length.
    @Test(arguments: [-1.0, 6.01, 99])
    func instantsOutsideTheSceneAreRefused(t: Double) throws {
        let coins = try PreparedScene("coins", settings: ResolvedSettings(settingsFile: "/nonexistent/settings.json"))
        #expect(throws: SceneTimeError.outsideScene(t, scene: "coins", duration: 6)) { try coins.stillTime(requested: t) }
        #expect(SceneTimeError.outsideScene(t, scene: "coins", duration: 6).description.contains("which is 6 s long"))
    }

    @Test("a script is titled by its own name")
    func aScriptIsTitledByItsName() throws {
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        let mate = try PreparedScene(Fixtures.url("Examples/Scenes/scholars-mate.scene").path, settings: settings)
        #expect(mate.displayName == "Scholar's mate")
    }
}
