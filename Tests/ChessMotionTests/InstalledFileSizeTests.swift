@testable import ChessMotion
@testable import ChessMotionTool
import ChessMotionSupport
import ChessScenes
import Foundation
import TestSupport
import Testing

/// Files a user drops on the search path are read with a cap, like every other data file: a
/// 300 MB strings file took 2.9 GB before being killed, and a 200 MB `Scenes/bots.scene` broke
/// even `scenes`.
@Suite("The composing library: oversized drop-in files are refused by name")
struct InstalledFileSizeTests {
    /// A root whose `path` is a sparse file of `size` bytes (nothing is written, so it costs no disk).
    func installed(bigFile path: String, size: Int) throws -> (InstalledAssets, URL, TemporaryFolder) {
        let root = try TemporaryFolder()
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let environment = ["CHESS_MOTION_ASSETS": root.path, "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("none").path]
        return (InstalledAssets.standard(environment: environment), url, root)
    }

    @Test func aHugeStringsFileIsTooLarge() throws {
        let (installed, url, _) = try installed(bigFile: "Strings/es.json", size: 300 << 20)
        #expect(throws: StringTableError.tooLarge(file: url.path, size: 300 << 20, limit: RegularFile.dataFileLimit)) {
            try installed.words(locale: "es")
        }
    }

    @Test func aHugeSceneOverrideIsTooLarge() throws {
        let (installed, url, _) = try installed(bigFile: "Scenes/bots.scene", size: 200 << 20)
        do {
            _ = try installed.sceneScript(named: "bots")
            Issue.record("a 200 MB script was read")
        } catch let error as ScriptFileError {
            guard case let .tooLarge(name, size, limit) = error else { Issue.record("\(error)"); return }
            #expect(name == url.path && size == 200 << 20 && limit == ScriptFile.maximumSize)
            #expect(error.description == "cannot read \(url.path): it is 200 MiB, more than a scene script may hold (1 MiB)")
        }
    }

    @Test func aHugeFileForTheKitPageIsTooLarge() throws {
        let (_, url, root) = try installed(bigFile: "Palettes/default.json", size: 5 << 20)
        let writer = try KitFolderWriter(folder: root.appendingPathComponent("kit"))
        #expect(throws: KitPageError.tooLarge(url.path, size: 5 << 20, limit: RegularFile.dataFileLimit)) {
            try writer.read(url)
        }
    }
}
