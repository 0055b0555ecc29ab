import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

/// Every word a scene draws comes from a strings table per locale; English is what every other
/// locale falls back to.
@Suite("Words in the user's language: strings tables")
struct StringsTests {
    func table(_ locale: String) throws -> StringTable {
        try StringTable.load(from: Fixtures.url("Strings/\(locale).json"), locale: locale)
    }

    /// A template's `{name}`s are filled in one pass: a known name by its value, an unknown one
    /// and stray braces left as written, a value never filled again, text past ASCII kept whole.
    @Test func placeholdersAreFilledOnceAndOtherBracesKept() throws {
        let words = try Localizer(english: StringTable(locale: "en", entries: [
            "k": "{who} plays {move} {unknown} {{who}} {who",
            "rtl": "«{piece}» على {square}",
        ]).merged(over: table("en")))
        #expect(words.text("k", ["who": "{move}", "move": "e4"]) == "{move} plays e4 {unknown} {{move}} {who")
        #expect(words.text("rtl", ["piece": "الملك", "square": "e1"]) == "«الملك» على e1")
        #expect(words.text("k") == "{who} plays {move} {unknown} {{who}} {who")
    }

    /// A strings file is read with the data files' cap (it was read whole: 300 MB took 2.9 GB),
    /// and a FIFO is refused rather than waited on.
    @Test func aStringsFileOverTheDataFileCapIsRefusedByName() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 5 << 20)
        try handle.close()
        let refusal = StringTableError.tooLarge(file: url.path, size: 5 << 20, limit: 4 << 20)
        #expect(throws: refusal) { try StringTable.load(from: url, locale: "big") }
        #expect(refusal.description == "\(url.path): 5 MiB is more than a strings file may hold (4 MiB)")
        let fifo = folder.appendingPathComponent("fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: StringTableError.unreadable(file: fifo.path, reason: "it is a FIFO (named pipe), not a regular file")) {
            try StringTable.load(from: fifo, locale: "fifo")
        }
    }

    @Test func englishHoldsEveryWordTheScenesDrawAndEveryShippedBotsTagline() throws {
        let english = try table("en")
        for key in SceneStringKey.allCases { #expect(english[key.rawValue] != nil, "\(key.rawValue)") }
        for bot in try SceneFixtures.roster().bots {
            #expect(english[SceneStringKey.tagline(of: bot.id)] == bot.tagline, "\(bot.id)")
        }
        // Nothing else: a key no scene asks for is a typo or a leftover.
        let known = Set(SceneStringKey.allCases.map(\.rawValue)).union(try SceneFixtures.roster().bots.map { SceneStringKey.tagline(of: $0.id) })
        #expect(english.keys.subtracting(known).sorted() == [])
    }

    @Test func theSpanishFileIsCompleteAndChangesEveryWord() throws {
        let english = try table("en"), spanish = try table("es")
        #expect(spanish.keys.subtracting(english.keys).sorted() == [], "keys English does not have")
        #expect(english.keys.subtracting(spanish.keys).sorted() == [], "keys Spanish lacks")
        for key in english.keys.sorted() {
            #expect(spanish[key] != english[key], "\(key) reads the same in Spanish")
        }
        #expect(try Localizer(table: spanish, fallback: english).fallbacks == [])
    }

    /// A placeholder in English is kept in the translation, so no number or name goes missing.
    @Test func translationsKeepTheirPlaceholders() throws {
        let english = try table("en"), spanish = try table("es")
        let placeholder = try Regex("\\{[a-z]+\\}")
        for key in english.keys {
            let wanted = Set((english[key] ?? "").matches(of: placeholder).map { String((english[key] ?? "")[$0.range]) })
            let found = Set((spanish[key] ?? "").matches(of: placeholder).map { String((spanish[key] ?? "")[$0.range]) })
            #expect(wanted == found, "\(key)")
        }
    }

    @Test func aMissingKeyFallsBackToEnglishWithOneWarningNamingIt() throws {
        let english = try table("en")
        let partial = StringTable(locale: "fr", entries: ["bots.headline": "Choisis ton rival", "bots.title": "Ta partie avec {name}"])
        let words = try Localizer(table: partial, fallback: english)
        #expect(words.text(.botsHeadline) == "Choisis ton rival")
        #expect(words.text(.botsTitle, ["name": "Sofía"]) == "Ta partie avec Sofía")
        #expect(words.text(.coinsHeadline) == "Every game you play is a coin")
        #expect(words.fallbacks.count == english.keys.count - 2)
        #expect(!words.fallbacks.contains("bots.headline") && words.fallbacks.contains("coins.headline"))
        let warnings = words.fallbackWarnings
        #expect(warnings.count == words.fallbacks.count)
        #expect(warnings.contains("the 'fr' strings have no \"coins.headline\"; the 'en' text is drawn instead"))
        // English alone warns about nothing.
        #expect(try Localizer(english: english).fallbackWarnings == [])
    }

    @Test func aBotTheTablesDoNotKnowKeepsTheBotsFilesWords() throws {
        let words = try SceneFixtures.words("es")
        let bot = try #require(try SceneFixtures.roster()["sofia"])
        let stranger = Bot(id: "zed", name: "Zed", level: .beginner, rating: 700, tagline: "Plays anything",
                           colors: bot.colors, face: bot.face, glyph: bot.glyph)
        #expect(words.tagline(of: stranger) == "Plays anything" && words.name(of: stranger) == "Zed")
        #expect(words.tagline(of: bot) == "Le encanta la pelea" && words.level(.intermediate) == "Intermedio")
    }

    @Test func englishThatLacksAWordIsRefusedNamingIt() throws {
        var entries = try table("en").entries
        entries["clock.waiting"] = nil
        #expect(throws: StringTableError.incompleteFallback(locale: "en", missing: ["clock.waiting"])) {
            try Localizer(english: StringTable(locale: "en", entries: entries))
        }
    }

    @Test(arguments: [
        ("[\"a\"]", "x/fr.json: not a strings file: the top level must be an object of \"key\": \"text\" pairs, not an array"),
        ("{\"bots.headline\": 3}", "x/fr.json: \"bots.headline\" must be text in double quotes, not a number"),
        ("{\"a\": \"b\",}", "x/fr.json: not a strings file: line 1, column"),
        ("{\" \": \"b\"}", "x/fr.json: a key is empty"),
    ])
    func aBadStringsFileIsATypedErrorNamingTheFile(text: String, message: String) throws {
        #expect {
            try StringTable.decode(Data(text.utf8), locale: "fr", file: "x/fr.json")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
