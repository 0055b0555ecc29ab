import Foundation
import Testing
import TestSupport

/// A private world for one settings test: its own settings file and its own asset root, so
/// tests running in parallel never share a file, and the names a test sets exist whether or not
/// the checkout's own BoardThemes/ and PieceSets/ are present.
struct SettingsSandbox {
    let folder: TemporaryFolder
    let assets: URL
    var settingsFile: URL { folder.appendingPathComponent("settings.json") }

    /// Board themes and piece sets named here are installed in the sandbox's asset root.
    init(themes: [String] = ["sandbox-sea", "sandbox-sand"], pieceSets: [String] = ["sandbox-set"]) throws {
        folder = try TemporaryFolder()
        assets = folder.appendingPathComponent("assets")
        let manager = FileManager.default
        try manager.createDirectory(at: assets.appendingPathComponent("BoardThemes"), withIntermediateDirectories: true)
        // Real, loadable copies: `settings set` refuses a name whose asset does not load.
        for name in themes {
            try Self.installTheme(at: assets.appendingPathComponent("BoardThemes/\(name).json"))
        }
        for set in pieceSets {
            try Self.installPieceSet(at: assets.appendingPathComponent("PieceSets/\(set)"))
        }
    }

    var environment: [String: String] { ["CHESS_MOTION_ASSETS": assets.path] }

    /// A copy of the checkout's green theme at `url`.
    static func installTheme(at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("BoardThemes/green.json")).write(to: url)
    }

    /// A copy of the checkout's staunton pieces in the folder `folder`.
    static func installPieceSet(at folder: URL) throws {
        let pieces = Fixtures.repositoryRoot.appendingPathComponent("PieceSets/staunton")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for piece in ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"] {
            try FileManager.default.copyItem(at: pieces.appendingPathComponent("\(piece).svg"),
                                             to: folder.appendingPathComponent("\(piece).svg"))
        }
    }

    /// `chess-motion ARGS --settings FILE` with the sandbox's assets.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ToolRunner.Result {
        try ToolRunner.run(arguments + ["--settings", settingsFile.path],
                           environment: environment.merging(extra) { $1 })
    }

    func fileText() throws -> String {
        try String(contentsOf: settingsFile, encoding: .utf8)
    }

    func writeFile(_ text: String) throws {
        try Data(text.utf8).write(to: settingsFile)
    }

    /// The settings file parsed with Foundation's reader, as an independent check of the format.
    func fileObject() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: settingsFile))
        return try #require(object as? [String: Any])
    }

    /// The folder's entries, to check that no temporary file is left behind.
    func folderEntries() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)).subtracting(["assets"])
    }
}
