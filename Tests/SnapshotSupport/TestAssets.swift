import Foundation
import MotionKit

/// The checkout's data folders, for tests that load palettes, themes and piece sets.
public enum TestAssets {
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }

    public static func palettes() throws -> PaletteSet {
        try PaletteSet.load(from: url("Palettes/default.json"))
    }
}
