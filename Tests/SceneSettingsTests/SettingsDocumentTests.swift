import Foundation
import SceneSettings
import Testing

/// What the tests treat as installed: the catalogue is injected, as the tool injects its own.
let testCatalogue = SettingsCatalogue(boardThemes: ["green", "wood", "midnight"],
                                      pieceSets: ["staunton", "geometric"],
                                      avatarStyles: ["illustrated", "monogram", "glyph"],
                                      locales: ["en", "es"], soundSets: ["standard", "soft"])

@Suite("Settings documents: reading, writing, validating")
struct SettingsDocumentTests {
    private func read(_ text: String, file: String = "/cfg/settings.json") throws(SettingsError) -> SettingsDocument {
        try SettingsDocument(parsing: Array(text.utf8), file: file)
    }

    private func refusal(reading text: String) -> SettingsError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aNewDocumentHoldsTheDefaults() {
        let document = SettingsDocument(file: "/cfg/settings.json")
        #expect(document.settings == .defaults)
        #expect(document.storedKeys.isEmpty)
        #expect(UserSettings.defaults.theme == "green" && UserSettings.defaults.pieces == "staunton"
                && UserSettings.defaults.avatars == "illustrated" && UserSettings.defaults.scheme == .light
                && !UserSettings.defaults.reduceMotion && UserSettings.defaults.locale == "en")
    }

    @Test func everyKeyRoundTripsThroughTheFile() throws {
        var document = SettingsDocument(file: "/cfg/settings.json")
        try document.set(.theme, text: "wood", catalogue: testCatalogue)
        try document.set(.pieces, text: "geometric", catalogue: testCatalogue)
        try document.set(.avatars, text: "glyph", catalogue: testCatalogue)
        try document.set(.scheme, text: "dark", catalogue: testCatalogue)
        try document.set(.reduceMotion, text: "on", catalogue: testCatalogue)
        try document.set(.locale, text: "es", catalogue: testCatalogue)
        try document.set(.sound, text: "soft", catalogue: testCatalogue)
        let expected = UserSettings(theme: "wood", pieces: "geometric", avatars: "glyph", scheme: .dark, reduceMotion: true,
                                    locale: "es", sound: "soft")
        #expect(document.settings == expected)

        let reread = try read(String(decoding: document.encoded(), as: UTF8.self))
        #expect(reread.settings == expected)
        #expect(reread.storedKeys == SettingsKey.allCases)
        #expect(reread.encoded() == document.encoded(), "a rewrite of an unchanged document is byte for byte the same")
    }

    @Test func theFileIsReadableJSONWithTheVersionFirst() throws {
        var document = SettingsDocument(file: "/cfg/settings.json")
        try document.set(.reduceMotion, text: "true", catalogue: testCatalogue)
        let text = String(decoding: document.encoded(), as: UTF8.self)
        #expect(text == "{\n  \"version\": 1,\n  \"reduceMotion\": true\n}\n")
    }

    @Test func unknownKeysAreKeptInPlaceOnRewrite() throws {
        let newer = """
        {
          "version": 1,
          "theme": "midnight",
          "soundVolume": 0.35,
          "experiments": {"arrows": [1, 2, 3], "note": "é"},
          "pieces": "geometric"
        }
        """
        var document = try read(newer)
        #expect(document.unknownKeys == ["soundVolume", "experiments"])
        try document.set(.theme, text: "wood", catalogue: testCatalogue)
        let rewritten = try read(String(decoding: document.encoded(), as: UTF8.self))
        #expect(rewritten.object.keys == ["version", "theme", "soundVolume", "experiments", "pieces"])
        #expect(rewritten.object["soundVolume"] == .number("0.35"))
        #expect(rewritten.object["experiments"] == (try read(newer)).object["experiments"])
        #expect(rewritten.settings.theme == "wood" && rewritten.settings.pieces == "geometric")
    }

    @Test func aVersion0FileIsMigrated() throws {
        let prototype = """
        {"boardTheme": "wood", "pieceSet": "geometric", "avatarStyle": "monogram", "darkMode": true,
         "reduceMotion": true, "window": {"x": 10}}
        """
        let document = try read(prototype)
        #expect(document.settings == UserSettings(theme: "wood", pieces: "geometric", avatars: "monogram",
                                                  scheme: .dark, reduceMotion: true))
        #expect(document.object["version"] == .number("1"))
        #expect(document.unknownKeys == ["window"], "renamed keys are gone, unknown ones kept")
        #expect(try read("{\"darkMode\": false}").settings.scheme == .light)
        #expect(try read("{}").settings == .defaults)
    }

    @Test func aVersion0FileWithABadDarkModeNamesTheKey() throws {
        let error = try #require(refusal(reading: "{\"darkMode\": \"yes\"}"))
        #expect(error.description.contains("/cfg/settings.json:1:14: \"darkMode\" is \"yes\""), "\(error)")
        #expect(error.description.contains("true or false"))
    }

    @Test func aFutureVersionIsRefusedNotMisread() throws {
        let error = try #require(refusal(reading: "{\"version\": 7, \"theme\": {\"name\": \"wood\"}}"))
        #expect(error == .futureVersion(file: "/cfg/settings.json", found: 7, supported: 1))
        #expect(error.description.contains("schema version 7") && error.description.contains("newer chess-motion"))
    }

    @Test(arguments: ["\"1\"", "1.5", "-1", "null"])
    func aMalformedVersionIsRefused(version: String) throws {
        let error = try #require(refusal(reading: "{\"version\": \(version)}"))
        #expect(error == .invalidVersion(file: "/cfg/settings.json", found: version))
    }

    @Test func corruptJSONNamesTheFileLineAndColumn() throws {
        let error = try #require(refusal(reading: "{\n  \"version\": 1,\n  \"theme\": \"wood\"\n  \"pieces\": \"geometric\"\n}"))
        guard case .corrupt(let file, let line, let column, _) = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
        #expect(file == "/cfg/settings.json" && line == 4 && column == 3)
        #expect(error.description.contains("/cfg/settings.json is not valid JSON: line 4, column 3"))
        #expect(error.description.contains("settings reset"), "the message says how to start over")
    }

    @Test func aNonObjectIsRefused() throws {
        #expect(refusal(reading: "[\"wood\"]") == .notAnObject(file: "/cfg/settings.json", found: "an array"))
        #expect(refusal(reading: "\"wood\"") == .notAnObject(file: "/cfg/settings.json", found: "a string"))
    }

    @Test(arguments: [
        ("{\"scheme\": \"sepia\"}", 12, "\"scheme\" is \"sepia\", which is not valid: expected light or dark"),
        ("{\"reduceMotion\": \"yes\"}", 18, "\"reduceMotion\" is \"yes\", which is not valid: expected true or false"),
        ("{\"theme\": 5}", 11, "\"theme\" is 5, which is not valid: expected the name of a board theme"),
        ("{\"pieces\": \"\"}", 12, "\"pieces\" is \"\", which is not valid"),
        ("{\"pieces\": \"../../etc\"}", 12, "\"pieces\" is \"../../etc\", which is a path"),
        ("{\"theme\": \"/etc/passwd\"}", 11, "\"theme\" is \"/etc/passwd\", which is a path"),
        ("{\"avatars\": \"..\"}", 13, "\"avatars\" is \"..\", which is a path"),
        ("{\"pieces\": \"sets/staunton\"}", 12, "which is a path, but a piece set is chosen by name only"),
        ("{\"boardTheme\": 5}", 16, "\"theme\" is 5, which is not valid"),
    ])
    func badValuesInTheFileNameTheFileKeyAndPosition(text: String, column: Int, message: String) throws {
        let error = try #require(refusal(reading: text))
        #expect(error.description.hasPrefix("/cfg/settings.json:1:\(column): "), "\(error)")
        #expect(error.description.contains(message), "\(error)")
    }

    @Test func aValueOnALaterLineIsPlacedThere() throws {
        let error = try #require(refusal(reading: "{\n  \"version\": 1,\n  \"theme\": \"wood\",\n  \"scheme\": \"sepia\"\n}\n"))
        guard case .invalidValue(.file("/cfg/settings.json", line: 4, column: 13), "scheme", "\"sepia\"", _) = error else {
            Issue.record("expected scheme at 4:13, got \(error)"); return
        }
    }

    @Test(arguments: [
        (SettingsKey.theme, "plaid", "theme 'plaid' is not an installed board theme; the board themes are: green, midnight, wood"),
        (.pieces, "comic", "pieces 'comic' is not an installed piece set; the piece sets are: geometric, staunton"),
        (.avatars, "emoji", "avatars 'emoji' is not an installed avatar style; the avatar styles are: glyph, illustrated, monogram"),
        (.pieces, "../staunton", "pieces '../staunton' is a path"),
        (.theme, "/usr/share/x", "theme '/usr/share/x' is a path"),
        (.scheme, "sepia", "scheme 'sepia' is not valid: expected light or dark"),
        (.reduceMotion, "maybe", "reduceMotion 'maybe' is not valid: expected true or false"),
    ])
    func badValuesFromTheCommandLineAreRefusedAndChangeNothing(key: SettingsKey, value: String, message: String) throws {
        var document = try read("{\"version\": 1, \"theme\": \"wood\"}")
        let before = document
        let error = try #require(throws: SettingsError.self) {
            try document.set(key, text: value, catalogue: testCatalogue)
        }
        #expect(error.description.hasPrefix(message), "\(error)")
        #expect(document == before)
    }

    @Test func resolvedAppliesOverridesWithoutTouchingTheDocument() throws {
        let document = try read("{\"theme\": \"wood\", \"scheme\": \"dark\"}")
        let resolved = try document.resolved(with: [SettingsOverride(.theme, "midnight", option: "--theme"),
                                                    SettingsOverride(.reduceMotion, "true", option: "--reduce-motion")],
                                             catalogue: testCatalogue)
        #expect(resolved == UserSettings(theme: "midnight", pieces: "staunton", avatars: "illustrated",
                                         scheme: .dark, reduceMotion: true))
        #expect(document.settings.theme == "wood")
    }

    @Test func aStoredNameThatIsNoLongerInstalledIsAnErrorUnlessOverridden() throws {
        let document = try read("{\"pieces\": \"comic\"}")
        let error = try #require(throws: SettingsError.self) { try document.resolved(catalogue: testCatalogue) }
        #expect(error.description.hasPrefix("/cfg/settings.json:1:12: \"pieces\" is \"comic\", which is not an installed piece set"))
        #expect(error.description.contains("settings set pieces"))
        #expect(try document.resolved(with: [SettingsOverride(.pieces, "geometric", option: "--pieces")],
                                      catalogue: testCatalogue).pieces == "geometric")
    }

    @Test func aBadOverrideNamesTheFlag() throws {
        let document = SettingsDocument(file: "/cfg/settings.json")
        let error = try #require(throws: SettingsError.self) {
            try document.resolved(with: [SettingsOverride(.theme, "../wood", option: "--theme")], catalogue: testCatalogue)
        }
        #expect(error.description.hasPrefix("--theme '../wood' is a path"))
    }

    @Test func anEmptyCatalogueSaysNothingIsInstalled() throws {
        var document = SettingsDocument(file: "/cfg/settings.json")
        let empty = SettingsCatalogue(boardThemes: [], pieceSets: [], avatarStyles: [])
        let error = try #require(throws: SettingsError.self) { try document.set(.theme, text: "green", catalogue: empty) }
        #expect(error.description.contains("no board themes are installed"))
    }
}
