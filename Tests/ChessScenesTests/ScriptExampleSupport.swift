import SceneScripts
import ChessMotionSupport
import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SnapshotSupport

/// The repository's example scripts and the assets they are drawn with.
enum ScriptExamples {
    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: TestAssets.url(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scene" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static var themes: BoardThemeLibrary { BoardThemeLibrary(folders: [TestAssets.url("BoardThemes")]) }
    static var pieceSets: PieceSetLibrary { PieceSetLibrary(folders: [TestAssets.url("PieceSets")]) }
    static var assets: SceneAssetNames { SceneAssetNames(themes: themes.names, pieceSets: pieceSets.names) }

    /// The example as a scene, in its own fixed theme and pieces or the defaults.
    static func scene(_ url: URL) throws -> ScriptedScene {
        let script = try SceneScript(parsing: text(url))
        return try ScriptedScene(script: script,
                                 theme: themes.theme(named: script.theme ?? BoardTheme.defaultName),
                                 pieces: pieceSets.pieceSet(named: script.pieces ?? PieceSet.defaultName))
    }

    static func scene(named name: String) throws -> ScriptedScene {
        try scene(TestAssets.url("Examples/Scenes/\(name).scene"))
    }

    /// The `# expect: LINE:COL: SEVERITY: MESSAGE` lines a broken example is headed by.
    static func expectations(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.hasPrefix("# expect: ") ? String(line.dropFirst("# expect: ".count)) : nil
        }
    }
}
