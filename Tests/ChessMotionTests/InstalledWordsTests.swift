import ChessMotion
import ChessScenes
import Foundation
import TestSupport
import Testing

/// Strings files on the search path: one locale's tables merged across roots, the user's keys
/// first, English beneath.
@Suite("The composing library: words from the search path")
struct InstalledWordsTests {
    /// A root holding only what `files` says, ahead of the checkout.
    func installed(_ files: [String: String]) throws -> (InstalledAssets, TemporaryFolder) {
        let root = try TemporaryFolder()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let environment = ["CHESS_MOTION_ASSETS": root.path, "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("none").path]
        return (InstalledAssets.standard(environment: environment), root)
    }

    @Test func aDropInTranslatesSomeKeysAndTheShippedTableTheRest() throws {
        let (installed, _) = try installed(["Strings/es.json": "{\"bots.headline\": \"¡Elige rival!\"}"])
        let words = try installed.words(locale: "es")
        #expect(words.text(.botsHeadline) == "¡Elige rival!")
        #expect(words.text(.botsTitle, ["name": "Sofía"]) == "Tu partida con Sofía")
        #expect(words.fallbacks == [])
        #expect(installed.locales.contains("es") && installed.locales.contains("en"))
    }

    @Test func aNewLocaleFallsBackToEnglishKeyByKey() throws {
        let (installed, _) = try installed(["Strings/fr.json": "{\"bots.headline\": \"Choisis ton rival\"}"])
        let words = try installed.words(locale: "fr")
        #expect(words.text(.botsHeadline) == "Choisis ton rival" && words.text(.clockWhite) == "White")
        #expect(words.fallbacks.contains("clock.white") && !words.fallbacks.contains("bots.headline"))
        #expect(installed.catalogue.locales.contains("fr"))
    }

    /// One render's settings read the words and the palettes once, however often it asks for
    /// them: a file changed after the first read changes nothing for these settings, and new
    /// settings read it anew.
    @Test func oneSettingsReadsTheWordsAndPalettesOnce() throws {
        let palettes = try String(contentsOf: Fixtures.url("Palettes/default.json"), encoding: .utf8)
        let (installed, root) = try installed(["Strings/en.json": "{\"bots.headline\": \"First\"}", "Palettes/default.json": palettes])
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json", overrides: SceneOverrides(), installed: installed)
        let scene = try PreparedScene("coins", settings: settings).scene
        #expect(try settings.loadWords().text(.botsHeadline) == "First")
        let firstColours = try settings.renderer(for: scene).palettes
        try Data("{\"bots.headline\": \"Second\"}".utf8).write(to: root.appendingPathComponent("Strings/en.json"))
        try Data("not a palette".utf8).write(to: root.appendingPathComponent("Palettes/default.json"))
        #expect(try settings.loadWords().text(.botsHeadline) == "First")
        #expect(try settings.renderer(for: scene).palettes == firstColours)
        let fresh = try ResolvedSettings(settingsFile: "/nonexistent/settings.json", overrides: SceneOverrides(), installed: installed)
        #expect(try fresh.loadWords().text(.botsHeadline) == "Second")
        #expect(throws: (any Error).self) { _ = try fresh.renderer(for: scene) }
    }

    @Test func anUnknownLocaleSuggestsTheNearest() throws {
        let installed = InstalledAssets.standard()
        #expect {
            _ = try installed.words(locale: "ess")
        } throws: { error in
            "\(error)".hasPrefix("unknown locale 'ess'; did you mean 'es'?")
        }
        #expect(throws: (any Error).self) { _ = try installed.words(locale: "../en") }
    }

    /// The built-in bots scene is read from the search path: a user's own Scenes/bots.scene
    /// replaces it.
    @Test func theBuiltInBotsSceneIsItsScriptOnTheSearchPath() throws {
        let shipped = try String(contentsOf: Fixtures.url("Scenes/bots.scene"), encoding: .utf8)
        let (installed, _) = try installed(["Scenes/bots.scene": shipped.replacingOccurrences(of: "pick: sofia", with: "pick: viktor")])
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json", overrides: SceneOverrides(), installed: installed)
        let bots = try PreparedScene("bots", settings: settings)
        #expect((bots.scene as? BotsScene)?.picked.id == "viktor")
        #expect(bots.warnings == [])
        let spanish = try PreparedScene("bots", settings: ResolvedSettings(settingsFile: "/nonexistent/settings.json",
                                                                        overrides: SceneOverrides(locale: "es"), installed: installed))
        #expect((spanish.scene as? BotsScene)?.words.locale == "es")
    }
}
