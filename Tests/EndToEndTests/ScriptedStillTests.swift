import Foundation
import TestSupport
import Testing

@Suite("chess-motion still FILE.scene")
struct ScriptedStillTests {
    func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        return (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func aScriptRendersLikeABuiltInScene() throws {
        let folder = try TemporaryFolder()
        let png = folder.appendingPathComponent("mate.png"), pdf = folder.appendingPathComponent("mate.pdf")
        let result = try ToolRunner.run(["still", "Examples/Scenes/scholars-mate.scene", "-o", png.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pngSize(png) == (720, 560))
        let vector = try ToolRunner.run(["still", "Examples/Scenes/scholars-mate.scene", "--scheme", "dark", "--t", "3.1",
                                         "--scale", "2", "-o", pdf.path])
        #expect(vector.status == 0, "\(vector.stderr)")
        #expect(try Data(contentsOf: pdf).prefix(5) == Data("%PDF-".utf8))
    }

    /// The script fixes the wood theme; `--theme` for one run overrides it.
    @Test func theCommandLineThemeOverridesTheScriptsOwn() throws {
        let folder = try TemporaryFolder()
        let own = folder.appendingPathComponent("own.png"), wood = folder.appendingPathComponent("wood.png")
        let green = folder.appendingPathComponent("green.png")
        let script = "Examples/Scenes/castling.scene"
        #expect(try ToolRunner.run(["still", script, "-o", own.path]).status == 0)
        #expect(try ToolRunner.run(["still", script, "--theme", "wood", "-o", wood.path]).status == 0)
        #expect(try ToolRunner.run(["still", script, "--theme", "green", "-o", green.path]).status == 0)
        #expect(try Data(contentsOf: own) == Data(contentsOf: wood))
        #expect(try Data(contentsOf: own) != Data(contentsOf: green))
    }

    /// A script without a fixed theme follows the user's stored settings, like a built-in scene.
    @Test func aScriptWithoutItsOwnThemeUsesTheStoredOne() throws {
        let folder = try TemporaryFolder()
        let settings = folder.appendingPathComponent("settings.json")
        let stored = folder.appendingPathComponent("stored.png"), flagged = folder.appendingPathComponent("flagged.png")
        let plain = folder.appendingPathComponent("plain.png")
        let script = "Examples/Scenes/scholars-mate.scene"
        #expect(try ToolRunner.run(["settings", "set", "theme", "midnight", "--settings", settings.path]).status == 0)
        #expect(try ToolRunner.run(["still", script, "--settings", settings.path, "-o", stored.path]).status == 0)
        #expect(try ToolRunner.run(["still", script, "--theme", "midnight", "-o", flagged.path]).status == 0)
        #expect(try ToolRunner.run(["still", script, "-o", plain.path]).status == 0)
        #expect(try Data(contentsOf: stored) == Data(contentsOf: flagged))
        #expect(try Data(contentsOf: stored) != Data(contentsOf: plain))
    }

    @Test func anInvalidScriptIsNotDrawnAndItsErrorsAreListed() throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("x.png")
        let result = try ToolRunner.run(["still", "Examples/Broken/illegal-pinned-piece.scene", "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("chess-motion still: error: Examples/Broken/illegal-pinned-piece.scene is not a valid scene script (1 error)"))
        #expect(result.stderr.contains("Examples/Broken/illegal-pinned-piece.scene:8:37: error: ply 7 (4. Nb5) is illegal"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aMissingScriptSaysSo() throws {
        let result = try ToolRunner.run(["still", "nowhere.scene", "-o", "/tmp/x.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read nowhere.scene"))
    }
}
