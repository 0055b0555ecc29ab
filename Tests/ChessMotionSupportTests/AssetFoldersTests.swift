import ChessMotionSupport
import Foundation
import Testing

/// Theme files and piece-set folders are listed from the folders on disk, the user's first.
@Suite("Asset folders: names listed and found across folders in precedence order")
struct AssetFoldersTests {
    /// A fresh folder holding `files` (empty files) and `folders`, removed by the caller.
    static func folder(files: [String] = [], folders: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for file in files { try Data().write(to: root.appendingPathComponent(file)) }
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return root
    }

    @Test func filesOfTheExtensionAreListedOnceAndTheFirstFolderWins() throws {
        let user = try Self.folder(files: ["ocean.json", "notes.txt", ".hidden.json"], folders: ["folder.json"])
        let builtIn = try Self.folder(files: ["ocean.json", "wood.json"])
        defer { [user, builtIn].forEach { try? FileManager.default.removeItem(at: $0) } }
        let themes = AssetFolders(folders: [user, builtIn], kind: .files(extension: "json"))
        let entries = themes.entries
        #expect(entries.map(\.name) == ["ocean", "wood"], "a folder named .json, another extension and a hidden file are not themes")
        #expect(entries.first?.url.deletingLastPathComponent().lastPathComponent == user.lastPathComponent)
        #expect(themes.url(named: "wood")?.lastPathComponent == "wood.json")
        #expect(themes.url(named: "folder") == nil)
    }

    /// A linked folder is a folder, as `url(named:)` finds it; a link to nothing is no asset.
    @Test func foldersAreListedThroughLinksAndABrokenLinkIsSkipped() throws {
        let target = try Self.folder(folders: ["inside"])
        let sets = try Self.folder(files: ["loose.svg"], folders: ["merida", "cburnett"])
        defer { [target, sets].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createSymbolicLink(at: sets.appendingPathComponent("linked"), withDestinationURL: target)
        try FileManager.default.createSymbolicLink(at: sets.appendingPathComponent("gone"),
                                                   withDestinationURL: target.appendingPathComponent("missing"))
        let pieces = AssetFolders(folders: [sets], kind: .folders)
        #expect(pieces.names == ["cburnett", "linked", "merida"])
        #expect(pieces.url(named: "linked") != nil && pieces.url(named: "gone") == nil)
        #expect(AssetFolders(folders: [sets.appendingPathComponent("absent")], kind: .folders).names.isEmpty)
    }
}
