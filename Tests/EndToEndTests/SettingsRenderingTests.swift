import Foundation
import TestSupport
import Testing

/// Rendering commands draw with the stored settings, and flags override them for one run only.
@Suite("Rendering honours the stored settings")
struct SettingsRenderingTests {
    private func render(_ sandbox: SettingsSandbox, _ extra: [String] = [], name: String) throws -> Data {
        let output = sandbox.folder.appendingPathComponent(name + ".png")
        let result = try sandbox.run(["still", "coins", "--width", "180", "-o", output.path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: output)
    }

    /// A stored setting, with the flags whose render it must match once stored and the flags
    /// that override it for one run.
    struct StoredSetting: Sendable, CustomTestStringConvertible {
        var key: String, value: String
        /// What a bare render asks for, before and after the setting is stored.
        var probe: [String]
        /// Flags that draw, without the setting, what the stored setting must draw.
        var sameAsStored: [String]
        /// Flags that override the stored setting: they draw what `probe` drew before it was stored.
        var override: [String]
        var testDescription: String { "\(key) \(value)" }
    }

    @Test(arguments: [
        StoredSetting(key: "scheme", value: "dark", probe: [], sameAsStored: ["--scheme", "dark"], override: ["--scheme", "light"]),
        // Reduced motion draws the still frame (no --t) whatever instant is asked for.
        StoredSetting(key: "reduceMotion", value: "true", probe: ["--t", "1.0"], sameAsStored: [],
                      override: ["--t", "1.0", "--no-reduce-motion"]),
    ])
    func aStoredSettingIsUsedAndAFlagOverridesItWithoutWritingIt(setting: StoredSetting) throws {
        let sandbox = try SettingsSandbox()
        let unset = try render(sandbox, setting.probe, name: "unset")
        let expected = try render(sandbox, setting.sameAsStored, name: "expected")
        #expect(unset != expected, "the setting changes the picture")

        #expect(try sandbox.run(["settings", "set", setting.key, setting.value]).status == 0)
        let stored = try sandbox.fileText()
        #expect(try render(sandbox, setting.probe, name: "stored") == expected, "the stored \(setting.key) is honoured")
        #expect(try render(sandbox, setting.override, name: "overridden") == unset, "a flag overrides it")
        #expect(try sandbox.fileText() == stored, "a flag is never written back")
    }

    @Test func theSettingsEnvironmentVariableIsHonoured() throws {
        let sandbox = try SettingsSandbox()
        try sandbox.writeFile("{\"version\": 1, \"scheme\": \"dark\"}")
        let dark = try render(sandbox, ["--scheme", "dark"], name: "dark")
        let output = sandbox.folder.appendingPathComponent("env.png")
        let result = try ToolRunner.run(["still", "coins", "--width", "180", "-o", output.path],
                                        environment: sandbox.environment.merging(["CHESS_MOTION_SETTINGS": sandbox.settingsFile.path]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: output) == dark)
    }

    /// A stored name is checked when its asset is needed: a removed piece set stops the scenes
    /// that draw pieces, naming the file and key, and never one that draws none.
    @Test func aStoredNameThatIsNotInstalledStopsOnlyTheScenesThatNeedIt() throws {
        let sandbox = try SettingsSandbox()
        let stored = "{\"version\": 1, \"pieces\": \"removed-set\"}"
        try sandbox.writeFile(stored)
        let coins = sandbox.folder.appendingPathComponent("coins.png")
        let drawn = try sandbox.run(["still", "coins", "-o", coins.path])
        #expect(drawn.status == 0, "coins draws no pieces: \(drawn.stderr)")
        #expect(try sandbox.run(["curve", "spring", "-o", sandbox.folder.appendingPathComponent("c.png").path]).status == 0)

        let output = sandbox.folder.appendingPathComponent("x.png")
        let failed = try sandbox.run(["still", "bots", "-o", output.path])
        #expect(failed.status == 1)
        let written = try #require(TextLocator.position(of: "\"removed-set\"", in: stored))
        #expect(failed.stderr.contains("\(sandbox.settingsFile.path):\(written.line):\(written.column): \"pieces\" is \"removed-set\", "
                                       + "which is not an installed piece set"), "\(failed.stderr)")
        #expect(failed.stderr.contains("sandbox-set"), "the installed sets are listed")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try sandbox.run(["still", "bots", "--pieces", "staunton", "-o", output.path]).status == 0)
    }

    @Test(arguments: [
        (["--theme", "plaid"], "--theme 'plaid' is not an installed board theme"),
        (["--pieces", "../PieceSets/staunton"], "--pieces '../PieceSets/staunton' is a path"),
        (["--avatars", "/etc"], "--avatars '/etc' is a path"),
        (["--reduce-motion", "--no-reduce-motion"], "--reduce-motion and --no-reduce-motion cannot be used together"),
    ])
    func aBadOverrideNamesTheFlag(flags: [String], message: String) throws {
        let sandbox = try SettingsSandbox()
        try sandbox.run(["still", "coins", "-o", sandbox.folder.appendingPathComponent("x.png").path] + flags).expectRefusal(naming: message)
    }

    @Test func aCorruptSettingsFileStopsARenderWithItsPosition() throws {
        let sandbox = try SettingsSandbox()
        try sandbox.writeFile("{\"scheme\": dark}")
        let result = try sandbox.run(["still", "coins", "-o", sandbox.folder.appendingPathComponent("x.png").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(sandbox.settingsFile.path) is not valid JSON: line 1, column 12"), "\(result.stderr)")
        #expect(try sandbox.fileText() == "{\"scheme\": dark}")
    }
}
