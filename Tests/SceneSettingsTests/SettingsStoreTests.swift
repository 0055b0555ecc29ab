import Foundation
import TestSupport
import SceneSettings
import Testing

@Suite("Settings store on disk")
struct SettingsStoreTests {
    private func store() throws -> (SettingsStore, URL) {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("nested/chess-motion/settings.json")
        return (SettingsStore(file: file), file)
    }

    @Test func withNoFileTheDefaultsServeAndNothingIsCreated() throws {
        let (store, file) = try store()
        #expect(try store.load().settings == .defaults)
        #expect(!FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))
    }

    @Test func setWritesAFileThatLoadsBack() throws {
        let (store, file) = try store()
        try store.set(.theme, to: "midnight", catalogue: testCatalogue)
        try store.set(.reduceMotion, to: "true", catalogue: testCatalogue)
        let loaded = try store.load()
        #expect(loaded.settings.theme == "midnight" && loaded.settings.reduceMotion)
        #expect(loaded.storedKeys == [.theme, .reduceMotion])
        #expect(FileManager.default.fileExists(atPath: store.lockFile.path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(Set(leftovers) == ["settings.json", "settings.json.lock"], "no temporary file is left behind")
    }

    @Test func aCorruptFileIsReportedAndNeverReplaced() throws {
        let (store, file) = try store()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = "{\"theme\": \"wood\",,}"
        try file.write(corrupt)
        for attempt in [{ _ = try store.load() }, { try store.set(.scheme, to: "dark", catalogue: testCatalogue) }] {
            let error = try #require(throws: SettingsError.self, performing: attempt)
            #expect(error.description.contains("\(file.path) is not valid JSON: line 1, column 18"), "\(error)")
        }
        #expect(try file.text() == corrupt)
    }

    @Test func aFutureFileIsNotOverwritten() throws {
        let (store, file) = try store()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let future = "{\"version\": 2, \"theme\": {\"light\": \"wood\", \"dark\": \"midnight\"}}"
        try file.write(future)
        #expect(throws: SettingsError.futureVersion(file: file.path, found: 2, supported: 1)) {
            try store.set(.theme, to: "wood", catalogue: testCatalogue)
        }
        #expect(try file.text() == future)
    }

    @Test func aFolderWhereTheFileShouldBeIsUnreadable() throws {
        let (store, file) = try store()
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        #expect(throws: SettingsError.notARegularFile(file: file.path, kind: "a folder")) { try store.load() }
    }

    @Test func aFileWhereTheFolderShouldBeIsAnErrorForReadsAndWrites() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.appendingPathComponent("chess-motion")
        try blocker.write("a file, not a folder")
        let file = blocker.appendingPathComponent("settings.json")
        let store = SettingsStore(file: file)
        #expect(throws: SettingsError.unreadable(file: file.path, reason: "Not a directory")) { try store.load() }
        let error = try #require(throws: SettingsError.self) { try store.set(.theme, to: "wood", catalogue: testCatalogue) }
        #expect(error.description.hasPrefix("cannot write the settings file \(file.path): creating the folder \(blocker.path) failed"),
                "\(error)")
        #expect(try blocker.text() == "a file, not a folder")
    }

    @Test func anUnreadableFileIsAnErrorNotTheDefaults() throws {
        // Root reads anything, so the permission check cannot fail there.
        guard getuid() != 0 else { return }
        let (store, file) = try store()
        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        let error = try #require(throws: SettingsError.self) { try store.load() }
        #expect(error == .unreadable(file: file.path, reason: "Permission denied"))
    }

    @Test func resetMovesTheOldFileAsideThenWritesTheDefaults() throws {
        let (store, file) = try store()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.write("not json at all")
        let backup = try #require(try store.reset())
        #expect(try backup.text() == "not json at all")
        #expect(backup.deletingLastPathComponent().path == file.deletingLastPathComponent().path)
        let document = try store.load()
        #expect(document.settings == .defaults)
        #expect(document.storedKeys == SettingsKey.allCases, "the reset file lists every setting")

        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        let second = try #require(try store.reset())
        #expect(second != backup, "a second reset keeps the first backup")
        #expect(try backup.text() == "not json at all")
        #expect(try SettingsDocument(parsing: Array(Data(contentsOf: second)), file: second.path).settings.theme == "wood")
    }

    @Test func resetWithNoFileMakesNoBackup() throws {
        let (store, _) = try store()
        #expect(try store.reset() == nil)
        #expect(try store.load().settings == .defaults)
    }

    @Test func leftoversOfAKilledWriterAreClearedByTheNextWrite() throws {
        let (store, file) = try store()
        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        let folder = file.deletingLastPathComponent()
        let leftover = folder.appendingPathComponent(".settings.json.tmp-99999-1234")
        try leftover.write("{\"theme\": \"gr")
        try store.set(.pieces, to: "geometric", catalogue: testCatalogue)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func aSymlinkedSettingsFileStaysALink() throws {
        let (store, file) = try store()
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = try TemporaryFolder()
        let real = temporary.appendingPathComponent("dotfiles-settings.json")
        try real.write("{\"version\": 1, \"pieces\": \"geometric\"}")
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: real)
        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == real.path)
        let reread = try store.load().settings
        #expect(reread.theme == "wood" && reread.pieces == "geometric")
    }

    @Test func aRewriteKeepsTheFilePermissions() throws {
        let (store, file) = try store()
        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        try store.set(.theme, to: "green", catalogue: testCatalogue)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func aFailedWriteLeavesTheOldSettings() throws {
        guard getuid() != 0 else { return }
        let (store, file) = try store()
        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        let folder = file.deletingLastPathComponent()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let error = try #require(throws: SettingsError.self) { try store.set(.theme, to: "green", catalogue: testCatalogue) }
        #expect(error.description.contains("creating a temporary file"), "\(error)")
        #expect(try store.load().settings.theme == "wood")
    }

    @Test func aThrowingChangeWritesNothing() throws {
        let (store, file) = try store()
        try store.set(.theme, to: "wood", catalogue: testCatalogue)
        let before = try file.text()
        #expect(throws: SettingsError.self) { try store.set(.pieces, to: "../x", catalogue: testCatalogue) }
        #expect(try file.text() == before)
    }
}
