import Foundation
import Testing

@Suite("chess-motion settings")
struct SettingsCommandTests {
    @Test func withNoFileTheDefaultsServeAndNothingIsWritten() throws {
        let sandbox = try SettingsSandbox()
        let show = try sandbox.run(["settings", "show"])
        #expect(show.status == 0, "\(show.stderr)")
        for (key, value) in [("theme", "green"), ("pieces", "staunton"), ("avatars", "illustrated"),
                             ("scheme", "light"), ("reduceMotion", "false"), ("locale", "en"), ("sound", "standard")] {
            #expect(show.stdout.split(separator: "\n").contains { $0.hasPrefix(key) && $0.contains(" \(value) ") && $0.contains("default") },
                    "\(key) should show its default \(value):\n\(show.stdout)")
        }
        #expect(show.stdout.contains("nothing stored, the defaults serve"))
        #expect(try sandbox.run(["settings", "get", "pieces"]).stdout == "staunton\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.settingsFile.path))
    }

    @Test func setThenGetAndShowRoundTripEveryKey() throws {
        let sandbox = try SettingsSandbox()
        let values = [("theme", "sandbox-sea"), ("pieces", "sandbox-set"), ("avatars", "glyph"),
                      ("scheme", "dark"), ("reduceMotion", "true"), ("locale", "es")]
        for (key, value) in values {
            let set = try sandbox.run(["settings", "set", key, value])
            #expect(set.status == 0, "\(set.stderr)")
        }
        for (key, value) in values {
            #expect(try sandbox.run(["settings", "get", key]).stdout == value + "\n")
        }
        let json = try sandbox.run(["settings", "show", "--json"])
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(shown["theme"] as? String == "sandbox-sea" && shown["avatars"] as? String == "glyph")
        #expect(shown["scheme"] as? String == "dark" && shown["reduceMotion"] as? Bool == true)
        #expect(shown["version"] as? Int == 1)
        let file = try sandbox.fileObject()
        #expect(file["pieces"] as? String == "sandbox-set" && file["reduceMotion"] as? Bool == true)
    }

    @Test func theFileIsFoundByFlagThenEnvironmentThenXDGConfigHome() throws {
        let sandbox = try SettingsSandbox()
        let config = sandbox.folder.appendingPathComponent("config")
        let fromEnvironment = sandbox.folder.appendingPathComponent("env.json")
        let xdg = ["XDG_CONFIG_HOME": config.path]
        #expect(try ToolRunner.run(["settings", "path"], environment: xdg).stdout
                == config.path + "/chess-motion/settings.json\n")
        let both = xdg.merging(["CHESS_MOTION_SETTINGS": fromEnvironment.path]) { $1 }
        #expect(try ToolRunner.run(["settings", "path"], environment: both).stdout == fromEnvironment.path + "\n")
        #expect(try ToolRunner.run(["settings", "path", "--settings", "/x/flag.json"], environment: both).stdout == "/x/flag.json\n")

        // A value set through XDG_CONFIG_HOME is what a later command reads from there.
        #expect(try ToolRunner.run(["settings", "set", "scheme", "dark"], environment: xdg).status == 0)
        #expect(FileManager.default.fileExists(atPath: config.path + "/chess-motion/settings.json"))
        #expect(try ToolRunner.run(["settings", "get", "scheme"], environment: xdg).stdout == "dark\n")
    }

    @Test func everyCommandAcceptsSettings() throws {
        let sandbox = try SettingsSandbox()
        let scenes = try sandbox.run(["scenes"])
        #expect(scenes.status == 0, "\(scenes.stderr)")
        #expect(try ToolRunner.run(["settings", "--help"]).stdout.contains("Usage: chess-motion settings"))
        #expect(try ToolRunner.run(["--help"]).stdout.contains("--settings PATH"))
    }

    @Test func unknownKeysInTheFileSurviveASet() throws {
        let sandbox = try SettingsSandbox()
        try sandbox.writeFile("""
        {
          "version": 1,
          "soundVolume": 0.35,
          "theme": "sandbox-sand",
          "experiments": {"arrows": [1, 2, 3]}
        }
        """)
        #expect(try sandbox.run(["settings", "set", "pieces", "sandbox-set"]).status == 0)
        let text = try sandbox.fileText()
        #expect(text == """
        {
          "version": 1,
          "soundVolume": 0.35,
          "theme": "sandbox-sand",
          "experiments": {
            "arrows": [
              1,
              2,
              3
            ]
          },
          "pieces": "sandbox-set"
        }

        """)
        #expect(try sandbox.run(["settings", "show"]).stdout.contains("Kept for newer versions: soundVolume, experiments"))
    }

    @Test func anOldFileIsMigratedOnTheNextWrite() throws {
        let sandbox = try SettingsSandbox()
        try sandbox.writeFile("{\"boardTheme\": \"sandbox-sea\", \"darkMode\": true, \"window\": 3}")
        #expect(try sandbox.run(["settings", "get", "scheme"]).stdout == "dark\n")
        #expect(try sandbox.run(["settings", "get", "theme"]).stdout == "sandbox-sea\n")
        #expect(try sandbox.fileText().contains("boardTheme"), "reading alone does not rewrite the file")
        #expect(try sandbox.run(["settings", "set", "reduceMotion", "true"]).status == 0)
        let file = try sandbox.fileObject()
        #expect(file["version"] as? Int == 1 && file["theme"] as? String == "sandbox-sea")
        #expect(file["scheme"] as? String == "dark" && file["window"] as? Int == 3)
        #expect(file["boardTheme"] == nil && file["darkMode"] == nil)
    }

    @Test func resetMovesACorruptFileAsideAndWritesTheDefaults() throws {
        let sandbox = try SettingsSandbox()
        let corrupt = "{\n  \"theme\": \"sandbox-sea\"\n  \"pieces\": \"sandbox-set\"\n}\n"
        try sandbox.writeFile(corrupt)
        let reset = try sandbox.run(["settings", "reset"])
        #expect(reset.status == 0, "\(reset.stderr)")
        let backupName = try #require(try sandbox.folderEntries().first { $0.hasPrefix("settings.json.backup-") })
        #expect(reset.stdout.contains(backupName))
        #expect(try String(contentsOf: sandbox.folder.appendingPathComponent(backupName), encoding: .utf8) == corrupt)
        let file = try sandbox.fileObject()
        #expect(file["theme"] as? String == "green" && file["scheme"] as? String == "light" && file["version"] as? Int == 1)
    }

    @Test(arguments: [
        // A corrupt file names the file and the line and column, and is left alone.
        ("{\n  \"theme\": \"sandbox-sea\"\n  \"pieces\": \"sandbox-set\"\n}", ["settings", "get", "theme"],
         "is not valid JSON: line 3, column 3: unexpected '\"'; expected ',' or '}'", Int32(1)),
        ("{\"theme\": \"sandbox-sea\",}", ["settings", "set", "scheme", "dark"], "is not valid JSON: line 1, column 25", 1),
        ("[]", ["settings", "show"], "holds an array, not a JSON object of settings", 1),
        ("{\"version\": 9}", ["settings", "set", "scheme", "dark"], "has schema version 9, written by a newer chess-motion", 1),
        ("{\"scheme\": \"sepia\"}", ["settings", "show"], "\"scheme\" is \"sepia\", which is not valid: expected light or dark", 1),
        ("{\"pieces\": \"../../../etc\"}", ["settings", "get", "pieces"], "\"pieces\" is \"../../../etc\", which is a path", 1),
    ])
    func aBadFileIsReportedAndKept(contents: String, arguments: [String], message: String, status: Int32) throws {
        let sandbox = try SettingsSandbox()
        try sandbox.writeFile(contents)
        let result = try sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(sandbox.settingsFile.path), "the message names the file: \(result.stderr)")
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(try sandbox.fileText() == contents, "a bad file is never replaced")
    }

    @Test(arguments: [
        (["settings", "set", "theme", "plaid"], "theme 'plaid' is not an installed board theme; the board themes are: ", Int32(1)),
        (["settings", "set", "pieces", "../sandbox-set"], "pieces '../sandbox-set' is a path", 1),
        (["settings", "set", "pieces", "/tmp"], "pieces '/tmp' is a path", 1),
        (["settings", "set", "avatars", "emoji"], "the avatar styles are: glyph, illustrated, monogram", 1),
        (["settings", "set", "scheme", "sepia"], "scheme 'sepia' is not valid: expected light or dark", 1),
        (["settings", "set", "reduceMotion", "sometimes"], "expected true or false", 1),
        (["settings", "set", "locale", "klingon"], "locale 'klingon' is not an installed locale; the locales are: en, es", 1),
        (["settings", "set", "colour", "red"], "KEY 'colour' is not one of: theme, pieces, avatars, scheme, reduceMotion, locale", 2),
        (["settings", "get"], "missing KEY", 2),
        (["settings", "set", "theme"], "missing VALUE", 2),
        (["settings", "frobnicate"], "subcommand 'frobnicate' is not one of: show, get, set, reset, path", 2),
        (["settings", "get", "theme", "--json"], "unknown option '--json'", 2),
        (["settings"], "missing a subcommand", 2),
    ])
    func badInputChangesNothing(arguments: [String], message: String, status: Int32) throws {
        let sandbox = try SettingsSandbox()
        let original = "{\n  \"version\": 1,\n  \"theme\": \"sandbox-sea\",\n  \"future\": true\n}\n"
        try sandbox.writeFile(original)
        let result = try sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(try sandbox.fileText() == original)
    }

    @Test func anUnknownThemeListsTheInstalledOnes() throws {
        let sandbox = try SettingsSandbox()
        let result = try sandbox.run(["settings", "set", "theme", "plaid"])
        #expect(result.stderr.contains("sandbox-sand, sandbox-sea"), "installed names are listed, sorted: \(result.stderr)")
    }

    @Test func aUserCanDropInAPieceSetAndThemeWithoutRebuilding() throws {
        let sandbox = try SettingsSandbox()
        let data = sandbox.folder.appendingPathComponent("data")
        try SettingsSandbox.installPieceSet(at: data.appendingPathComponent("chess-motion/PieceSets/my-own-set"))
        try SettingsSandbox.installTheme(at: data.appendingPathComponent("chess-motion/BoardThemes/my-own-theme.json"))
        let user = ["XDG_DATA_HOME": data.path]
        #expect(try sandbox.run(["settings", "set", "pieces", "my-own-set"], environment: user).status == 0)
        #expect(try sandbox.run(["settings", "set", "theme", "my-own-theme"], environment: user).status == 0)
        let show = try sandbox.run(["settings", "show"], environment: user)
        #expect(show.stdout.contains("my-own-set") && show.stdout.contains("sandbox-set"), "\(show.stdout)")
        // Without the user's folder the stored name is flagged, not hidden.
        #expect(try sandbox.run(["settings", "show"]).stdout.contains("my-own-set (not installed)"))
    }
}
