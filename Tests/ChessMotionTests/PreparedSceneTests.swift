import ChessMotion
import Foundation
import Testing

@Suite("The composing library")
struct PreparedSceneTests {
    @Test("a built-in scene resolves with the default settings")
    func builtInSceneResolves() throws {
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        let coins = try PreparedScene("coins", settings: settings)
        #expect(coins.displayName == "coins")
        #expect(coins.stillTime() == coins.scene.stillTime)
    }
}
