import ChessMotionSupport
import ChessScenes
import Foundation
import SceneSettings
import TestSupport
import Testing

/// The default locale is one constant, `AssetDefaults.locale`: the settings' default, the
/// catalogue's default list and the strings' fallback are that value, it has a strings file,
/// and no other source file spells a locale literal of its own.
@Suite struct DefaultLocaleTests {
    @Test func everyDefaultIsTheOneConstant() {
        let locale = AssetDefaults.locale
        #expect(UserSettings.defaults.locale == locale)
        #expect(UserSettings(theme: "t", pieces: "p", avatars: "a", scheme: .light, reduceMotion: false).locale == locale)
        #expect(SettingsCatalogue(boardThemes: [], pieceSets: [], avatarStyles: []).locales == [locale])
        #expect(StringTable.fallbackLocale == locale)
        #expect(FileManager.default.fileExists(atPath: Fixtures.url("\(StringTable.folder)/\(locale).json").path))
    }

    /// A second `"en"` (or `"en-US"`) in the sources is a second default. The HTML page's
    /// `lang="en"` (the language of its own English chrome) and the POSIX formatting locale
    /// `en_US_POSIX` are other things and are not matched.
    @Test func noOtherSourceSpellsTheDefault() throws {
        let sources = Fixtures.url("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var spelled: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                && (line.contains("= \"en\"") || line.contains("[\"en\"]") || line.contains("\"en-") || line.contains("(\"en\")")) {
                spelled.append("\(file.lastPathComponent):\(index + 1)")
            }
        }
        #expect(spelled == ["AssetDefaults.swift:8"])
    }
}
