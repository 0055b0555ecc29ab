import ChessMotion
import ChessScenes
import Foundation
import MotionKit

struct StillCommand: Command {
    static let name = "still"
    static let summary = "Render one frame of a scene to PNG, SVG or PDF."
    static let help = """
    Usage: chess-motion still SCENE [--t SECONDS] [RENDERING OPTIONS] -o FILE

    Draws SCENE at one instant. SCENE is a built-in scene's name (see 'chess-motion scenes')
    or a scene script, FILE.scene, which is validated first (see 'chess-motion validate').
    The format follows FILE's extension: .png (pixels), .svg or .pdf (vectors: shapes, text
    and pieces stay sharp at any zoom). Scenes with a board and bots (bots, scripts) use your
    board theme, piece set and avatar style from the settings store; the flags below override
    them for this run (a script may fix its own theme and pieces, which only the flags
    override). --posture draws the scene as a foldable shows it, keeping it off the hinge (the
    clock scene draws the hinge in tabletop).

    Options:
      --t SECONDS              the scene time to draw (default: the scene's still time)
      -o, --output FILE        where to write; an existing file is replaced only once the
                               new one is complete
    \(RenderingOptions.helpText)

    Examples:
      chess-motion still coins -o coins.png
      chess-motion still coins --t 2.9 --scheme dark --scale 3 -o forge.pdf
      chess-motion still bots -o bots.png
      chess-motion still bots --avatars monogram --theme wood --pieces geometric -o bots.png
      chess-motion still bots --scheme dark --posture open -o bots-open.png
      chess-motion still clock --posture tabletop -o clock.png
      chess-motion still Examples/Scenes/scholars-mate.scene --theme wood -o mate.png
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let time = try arguments.double("--t")
        let options = try RenderingOptions.parse(&arguments)
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o FILE") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]

        let url = URL(fileURLWithPath: output)
        _ = try StillWriter.format(for: url)
        let setup = try options.prepare(sceneName)
        let size = try options.pixelSize(box: setup.scene.box)
        let t = setup.stillTime(requested: time)
        try StillWriter.write(setup.renderer, at: t, size: size, to: url)
        return 0
    }
}
