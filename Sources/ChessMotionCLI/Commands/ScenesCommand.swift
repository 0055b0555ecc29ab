import ChessMotion
import ChessScenes
import SceneScripts
import MotionKit

struct ScenesCommand: Command {
    static let name = "scenes"
    static let summary = "List the built-in scenes with their duration, still time and speed."
    static let help = """
    Usage: chess-motion scenes

    Lists every built-in scene: its name, the length of one loop, the still frame's time
    (what Reduce Motion shows) and its playback speed.
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        try arguments.finish()
        // Timings do not depend on anyone's settings: build every scene from the defaults.
        let assets = InstalledAssets.standard().defaultSceneAssets
        let rows = try SceneCatalogue.entries.map { entry in
            let scene = try entry.make(assets)
            return [entry.name, "\(scene.duration.formatted) s", "\(scene.stillTime.formatted) s", "x\(scene.speed.formatted)", entry.summary]
        }
        Console.out(Table.render(header: ["scene", "duration", "still", "speed", ""], rows: rows))
        return 0
    }
}
