import Foundation
import TestSupport
import SceneSettings
import Testing

/// Issue 15, item 7: the settings cases a real user meets.
@Suite("Settings edge cases: dangling links, mending, read-only files")
struct SettingsEdgeCaseTests {
    /// The usual dotfiles set-up: the link is there before its target. Writing creates the
    /// target and keeps the link a link.
    @Test func aDanglingLinkGetsItsTargetCreated() throws {
        let folder = try TemporaryFolder()
        let link = folder.appendingPathComponent("settings.json")
        let target = folder.appendingPathComponent("dotfiles/chess-motion/settings.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/chess-motion/settings.json")
        let store = SettingsStore(file: link)
        try store.set(.scheme, to: "dark", catalogue: testCatalogue)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/chess-motion/settings.json")
        #expect(try target.text().contains("\"scheme\": \"dark\""))
        #expect(try store.load().settings.scheme == .dark)
        #expect(store.lockFile.path == target.path + ".lock", "the lock sits beside the real file")
    }

    /// An error about a bad value suggests `settings set KEY VALUE`; that command must work.
    @Test(arguments: [
        ("{\"version\": 1, \"scheme\": \"purple\", \"theme\": \"wood\"}", SettingsKey.scheme, "dark"),
        ("{\"version\": 1, \"reduceMotion\": \"yes\"}", SettingsKey.reduceMotion, "true"),
        ("{\"version\": 1, \"pieces\": \"../../etc\"}", SettingsKey.pieces, "staunton"),
        ("{\"darkMode\": \"sometimes\", \"boardTheme\": \"wood\"}", SettingsKey.scheme, "light"),
    ])
    func aBadValueIsMendedBySettingThatKey(text: String, key: SettingsKey, value: String) throws {
        let temporary = try TemporaryFolder()
        let file = temporary.appendingPathComponent("settings.json")
        try file.write(text)
        let store = SettingsStore(file: file)
        let error = try #require(throws: SettingsError.self) { try store.load() }
        #expect(error.description.contains("settings set \(key.rawValue) VALUE"), "the message points at the mending command: \(error)")
        try store.set(key, to: value, catalogue: testCatalogue)
        let mended = try store.load()
        #expect(key.text(in: mended.settings) == value)
        if text.contains("wood") { #expect(mended.settings.theme == "wood", "the other keys are kept") }
    }

    @Test func aBadValueUnderAnotherKeyStillStopsTheWrite() throws {
        let temporary = try TemporaryFolder()
        let file = temporary.appendingPathComponent("settings.json")
        let text = "{\"version\": 1, \"scheme\": \"purple\"}"
        try file.write(text)
        #expect(throws: SettingsError.self) { try SettingsStore(file: file).set(.theme, to: "wood", catalogue: testCatalogue) }
        #expect(try file.text() == text)
    }

    /// rename(2) needs only the folder's permission: without a check a `chmod a-w` file (and,
    /// for root, any file) was rewritten without a word.
    @Test func aReadOnlyFileIsNeitherRewrittenNorReset() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("settings.json")
        let text = "{\"version\": 1, \"theme\": \"wood\"}\n"
        try file.write(text)
        #expect(chmod(file.path, 0o444) == 0)
        let store = SettingsStore(file: file)
        let refusal = SettingsError.readOnly(file: file.path, permissions: "r--r--r--")
        #expect(throws: refusal) { try store.set(.scheme, to: "dark", catalogue: testCatalogue) }
        #expect(throws: refusal) { try store.reset() }
        #expect(try file.text() == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
        #expect(refusal.description.contains("chmod u+w"))
        #expect(try store.load().settings.theme == "wood", "reading a read-only file is fine")
    }

    @Test func theLockFileIsNeverFollowedThroughALink() throws {
        let folder = try TemporaryFolder()
        let victim = folder.appendingPathComponent("victim")
        try victim.write("keep")
        let file = folder.appendingPathComponent("settings.json")
        try FileManager.default.createSymbolicLink(atPath: file.path + ".lock", withDestinationPath: victim.path)
        let error = try #require(throws: SettingsError.self) {
            try SettingsStore(file: file).set(.scheme, to: "dark", catalogue: testCatalogue)
        }
        #expect(error.description.contains("it is a symbolic link"), "\(error)")
        #expect(try victim.text() == "keep")
    }
}
