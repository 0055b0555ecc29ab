import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionExport
import MotionKit

struct SheetCommand: Command {
    static let name = "sheet"
    static let summary = "Draw a contact sheet: a grid of a scene's frames, each labelled with its time."
    static let usage = ["sheet SCENE [--every SECONDS] [--columns N] [RENDERING OPTIONS] -o FILE"]
    static let discussion = """
    The whole scene at a glance: one frame every --every seconds of scene time over one loop,
    in a grid, each labelled with its t. The still frame (what Reduce Motion shows) is added
    where it falls and outlined in the accent colour. FILE is .png, .svg or .pdf.
    """
    static let arguments = [SceneArgument.help]

    static let defaultEvery = 0.5
    static let every = Option(
        "--every", value: "SECONDS", kind: .number(nil), help: "time between frames", default: .text(defaultEvery.trimmed))
    static let columns = Option(
        "--columns", value: "N", kind: .integer(1...ContactSheet.maximumColumns), help: "frames per row",
        default: .text("as square a grid as fits"))

    static let optionGroups = [
        OptionGroup("Options", [every, columns] + RenderWorkers.options),
        OutputOptions.still,
        GameOptions.groupWithoutEvery,
        RenderingOptions.group(RenderingOptions.sceneLook + RenderingOptions.frameSize),
    ]

    static let examples = [
        "sheet coins -o coins-sheet.png",
        "sheet coins --every 0.25 --columns 6 --scheme dark -o coins-dark.png",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments, gameEvery: false)
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        let output = try StillOutput(arguments, defaultName: SceneArgument.fileStem(sceneName) + "-sheet")
        let interval = arguments.number(every) ?? defaultEvery

        let setup = try options.prepare(sceneName)
        let scene = setup.scene, renderer = setup.renderer
        let frameSize = try options.smallFrameSize(box: scene.box)
        let sheet = try ContactSheet(duration: scene.duration, stillTime: scene.stillTime, every: interval,
                                     frameSize: frameSize, columns: arguments.integer(columns))
        let title = "\(setup.displayName): a frame every \(interval.trimmed) s, still at \(scene.stillTime.trimmed) s"
            + (setup.reduceMotion ? " (Reduce Motion: every frame is the still)" : "")
        let drawing = try sheet.drawing(rendering: renderer, title: title, parallel: try RenderWorkers(arguments).renderer(for: frameSize))
        let sheetRenderer = FrameRenderer(scene: drawing, palettes: renderer.palettes, environment: renderer.environment)
        try output.write(sheetRenderer, at: 0, size: sheet.size,
                         what: "\(sheet.entries.count) frames of \(setup.displayName), each \(WrittenOutput.pixels(frameSize))")
        return 0
    }
}
