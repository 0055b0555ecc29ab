import Foundation
import TestSupport
import Testing

/// What the export tests read back from the files the tool writes.
enum ExportProbe {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A PNG's width and height from its IHDR chunk.
    static func pngSize(at url: URL) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: url)
        guard data.count > 24, Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "\(url.path) is not a PNG")
        }
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    /// The built-in scenes, as `chess-motion scenes` lists them.
    static func sceneNames() throws -> [String] {
        let listing = try ToolRunner.run(["scenes"])
        return listing.stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// A scripted scene from the examples, rendered by every export test beside the built-ins.
    static let scriptedScene = Fixtures.example("Scenes/scholars-mate.scene").path

    /// Every built-in scene and one scripted scene: what each export must handle.
    static func allScenes() throws -> [String] {
        try sceneNames() + [scriptedScene]
    }

    /// Runs one command for each of `allScenes()`, each writing `LABEL.ext` into one fresh folder
    /// (`arguments` gets the scene and that path); expects every run to succeed and returns what
    /// each wrote, for the caller to read back.
    static func outputsForEveryScene(_ ext: String, _ arguments: (_ scene: String, _ output: String) -> [String],
                                     sourceLocation: SourceLocation = #_sourceLocation) throws -> [(scene: String, output: URL)] {
        let folder = try TemporaryFolder()
        return try allScenes().map { scene in
            let output = folder.appendingPathComponent("\(label(scene)).\(ext)")
            let result = try ToolRunner.run(arguments(scene, output.path))
            #expect(result.status == 0, "\(scene): \(result.stderr)", sourceLocation: sourceLocation)
            return (scene, output)
        }
    }

    /// A file-name-safe label for a scene argument.
    static func label(_ scene: String) -> String {
        URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
    }
}
