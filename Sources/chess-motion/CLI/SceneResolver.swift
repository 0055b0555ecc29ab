import ChessScenes
import Foundation
import MotionKit

/// Turns the SCENE argument of every rendering command into a scene: the one place that knows
/// where scenes come from, so that scripted scenes (`FILE.scene`) plug in here for all commands.
enum SceneResolver {
    static func scene(named argument: String) throws -> any MotionScene {
        if let entry = SceneCatalogue.entry(named: argument) {
            return try entry.make()
        }
        // Scripted scenes: a path ending in .scene is loaded and validated here once the script
        // loader is merged; until then it is reported like any unknown name.
        throw SceneLookupError.unknownScene(argument, known: SceneCatalogue.names)
    }

    /// A short name for titles and default labels: "coins", or a script's file name without ".scene".
    static func displayName(for argument: String) -> String {
        let url = URL(fileURLWithPath: argument)
        return url.pathExtension == "scene" ? url.deletingPathExtension().lastPathComponent : argument
    }
}
