import ChessMotion
import ChessMotionSupport
import ChessScenes
import SceneScripts
import MotionKit

struct ScenesCommand: Command {
    static let name = "scenes"
    static let summary = "List the built-in scenes with their duration, still time and speed."
    static let usage = ["scenes"]
    static let discussion = """
    Lists every built-in scene: its name, the length of one loop, the still frame's time
    (what Reduce Motion shows) and its playback speed.
    """
    static let optionGroups: [OptionGroup] = []
    static let examples = ["scenes"]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        try arguments.noPositionals()
        // Timings do not depend on anyone's settings: build every scene from the defaults.
        let assets = InstalledAssets.standard().defaultSceneAssets
        let rows = try SceneCatalogue.entries.map { entry in
            let scene = try entry.make(assets)
            return [entry.name, "\(scene.duration.trimmed) s", "\(scene.stillTime.trimmed) s", "x\(scene.speed.trimmed)", entry.summary]
        }
        Console.out(Table.render(header: ["scene", "duration", "still", "speed", ""], rows: rows))
        return 0
    }
}
