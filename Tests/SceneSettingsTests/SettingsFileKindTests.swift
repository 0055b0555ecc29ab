import Foundation
import TestSupport
import SceneSettings
import Testing

/// Issue 15, items 1 and 3: the settings path may name anything. Only a regular file, a link to
/// one, or nothing yet may be read, written or backed up; anything else is refused by name,
/// before a lock file or a folder is created beside it. Devices are made with mknod in a private
/// folder (the tests run as root on CI), never /dev/null itself.
@Suite("Settings paths that are not regular files")
struct SettingsFileKindTests {
    /// A private character device equal to /dev/null (major 1, minor 3), or nil without root.
    static func makeCharacterDevice(in folder: URL) -> URL? {
        let device = folder.appendingPathComponent("device")
        // Linux encodes device 1:3 as (major << 8) | minor for numbers this small.
        return mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 ? device : nil
    }

    @Test func resetAndSetRefuseACharacterDeviceAndLeaveItAlone() throws {
        let folder = try TemporaryFolder()
        guard let device = Self.makeCharacterDevice(in: folder.url) else {
            // Without root, a FIFO stands in: the rule is the same for every non-regular file.
            try expectRefused(try fifo(in: folder.url), kind: "a FIFO (named pipe)", folder: folder.url)
            return
        }
        try expectRefused(device, kind: "a character device", folder: folder.url)
        // Through a link too (CHESS_MOTION_SETTINGS=/dev/null via a dotfile, say).
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: device.path)
        for attempt: () throws -> Void in [{ _ = try SettingsStore(file: link).reset() },
                                          { try SettingsStore(file: link).set(.scheme, to: "dark", catalogue: testCatalogue) }] {
            let error = try #require(throws: SettingsError.self, performing: attempt)
            #expect(error.description.contains("is a character device, not a regular file"), "\(error)")
        }
        #expect(try kind(of: device) == S_IFCHR, "the device is still a device")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == device.path)
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfBlocking() throws {
        let folder = try TemporaryFolder()
        let pipe = try fifo(in: folder.url)
        // Opening a FIFO for reading blocks until a writer comes; the store must not.
        #expect(throws: SettingsError.notARegularFile(file: pipe.path, kind: "a FIFO (named pipe)")) {
            try SettingsStore(file: pipe).load()
        }
        try expectRefused(pipe, kind: "a FIFO (named pipe)", folder: folder.url)
    }

    @Test func aFolderIsRefusedForWritesToo() throws {
        let folder = try TemporaryFolder()
        let inner = folder.appendingPathComponent("settings.json")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        try expectRefused(inner, kind: "a folder", folder: folder.url)
    }

    @Test func aFileOverTheSizeCapIsRefusedWithoutReadingIt() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("settings.json")
        // 50 MB, sparse: made in an instant, and read it would cost the memory the cap saves.
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{}".utf8)))
        #expect(truncate(file.path, 50_000_000) == 0)
        let error = try #require(throws: SettingsError.self) { try SettingsStore(file: file).load() }
        #expect(error == .tooLarge(file: file.path, size: 50_000_000, limit: 1 << 20))
        #expect(error.description.contains("47.7 MiB, larger than the 1 MiB a settings file may be"), "\(error)")
    }

    /// `reset` and `set` both refuse `path` (naming `kind`), and nothing is created beside it.
    private func expectRefused(_ path: URL, kind: String, folder: URL) throws {
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        let store = SettingsStore(file: path)
        #expect(throws: SettingsError.notARegularFile(file: path.path, kind: kind)) { try store.reset() }
        #expect(throws: SettingsError.notARegularFile(file: path.path, kind: kind)) {
            try store.set(.theme, to: "wood", catalogue: testCatalogue)
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == before,
                "no lock file, backup or temporary file was created")
    }

    private func fifo(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("fifo-\(UUID().uuidString)")
        try #require(mkfifo(url.path, 0o600) == 0)
        return url
    }

    private func kind(of url: URL) throws -> mode_t {
        var status = stat()
        try #require(lstat(url.path, &status) == 0)
        return status.st_mode & S_IFMT
    }
}
