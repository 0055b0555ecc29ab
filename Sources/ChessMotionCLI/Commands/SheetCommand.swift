import ChessMotion
import MotionExport
import Foundation
import MotionKit

struct SheetCommand: Command {
    static let name = "sheet"
    static let summary = "Draw a contact sheet: a grid of a scene's frames, each labelled with its time."
    static let help = """
    Usage: chess-motion sheet SCENE [--every SECONDS] [--columns N] [RENDERING OPTIONS] -o FILE

    The whole scene at a glance: one frame every --every seconds of scene time over one loop,
    in a grid, each labelled with its t. The still frame (what Reduce Motion shows) is added
    where it falls and outlined in the accent colour. FILE is .png, .svg or .pdf.

    Options:
      --every SECONDS          time between frames (default 0.5)
      --columns N              frames per row (default: as square a grid as fits)
      -o, --output FILE        where to write
    \(RenderWorkers.help)
    \(RenderingOptions.helpText)

    Without --width or --scale each frame is the scene's box at scale 1 (360 x 280).

    Examples:
      chess-motion sheet coins -o coins-sheet.png
      chess-motion sheet coins --every 0.25 --columns 6 --scheme dark -o coins-dark.png
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let every = try arguments.double("--every") ?? 0.5
        let columns = try arguments.integer("--columns", in: 1...ContactSheet.maximumColumns)
        let workers = try RenderWorkers.parse(&arguments)
        let options = try RenderingOptions.parse(&arguments)
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o FILE") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]

        let url = URL(fileURLWithPath: output)
        _ = try StillWriter.format(for: url)
        try StillWriter.checkWritable(url)
        let setup = try options.prepare(sceneName)
        let scene = setup.scene, renderer = setup.renderer
        let frameSize = try options.smallFrameSize(box: scene.box)
        let sheet = try ContactSheet(duration: scene.duration, stillTime: scene.stillTime, every: every,
                                     frameSize: frameSize, columns: columns)
        let title = "\(setup.displayName): a frame every \(every.formatted) s, still at \(scene.stillTime.formatted) s"
            + (setup.reduceMotion ? " (Reduce Motion: every frame is the still)" : "")
        let drawing = try sheet.drawing(rendering: renderer, title: title, parallel: try workers.renderer(for: frameSize))
        let sheetRenderer = FrameRenderer(scene: drawing, palettes: renderer.palettes, environment: renderer.environment)
        try StillWriter.write(sheetRenderer, at: 0, size: sheet.size, to: url)
        return 0
    }
}
