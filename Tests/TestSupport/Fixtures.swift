import Foundation
import MotionKit

/// The checkout's files as tests find them: the repository root from this file's own place, the
/// data folders (palettes, themes, piece sets), `Examples/` and the test suites' fixtures.
public enum Fixtures {
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the checkout, by its path from the root.
    public static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }

    /// A file of `Examples/` (`Examples/Scenes/opera-game.scene` is `example("Scenes/opera-game.scene")`).
    public static func example(_ relativePath: String) -> URL {
        url("Examples/" + relativePath)
    }

    /// The files of an `Examples/` folder with the extension `ext`, sorted by name.
    public static func examples(in folder: String, ext: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: example(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == ext }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A file's text, read as UTF-8.
    public static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    public static func palettes() throws -> PaletteSet {
        try PaletteSet.load(from: url("Palettes/default.json"))
    }
}
