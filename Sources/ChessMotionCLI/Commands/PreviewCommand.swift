import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionExport
import MotionKit

struct PreviewCommand: Command {
    static let name = "preview"
    static let summary = "Write a self-contained HTML page to scrub through a scene by hand."
    static let usage = ["preview SCENE [--fps N] [RENDERING OPTIONS] -o FILE.html"]
    static let discussion = """
    Writes one HTML file with every frame of one loop embedded, in light and dark: drag the
    time slider forwards and backwards, play and pause at 0.1x to 2x, jump to the still frame,
    switch between light and dark. It opens in any browser with no server and no network.
    """
    static let arguments = [SceneArgument.help]

    static let defaultFPS = 20.0
    static let fps = Option(
        "--fps", value: "N", kind: .number(ScrubberPage.fpsRange), help: "frames per second of scene time",
        default: .text(defaultFPS.trimmed))
    static let output = Option(
        "--output", short: "-o", value: "FILE.html", kind: .text,
        help: "where to write: a .html file, or a folder (one that exists, or a name ending in /), where the page "
            + "is named after the scene")

    static let optionGroups = [
        OptionGroup("Options", [fps] + RenderWorkers.options),
        OptionGroup("Output", [output, OutputOptions.quiet]),
        GameOptions.group,
        RenderingOptions.group(RenderingOptions.sceneLook + RenderingOptions.frameSize),
    ]

    static let notes = "--scale 2 gives sharp frames on high-density screens and a file four times the size."

    static let examples = [
        "preview coins -o coins.html",
        "preview coins --fps 30 --scale 2 --scheme dark -o coins-dark.html",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        let (url, shown) = try destination(arguments.text(output), scene: sceneName)
        try StillWriter.checkWritable(url)
        let rate = arguments.number(fps) ?? defaultFPS

        let setup = try options.prepare(sceneName)
        let scene = setup.scene, renderer = setup.renderer
        // Twice the box: the page scales the frame to the window, and this keeps it sharp there.
        let size = try options.smallFrameSize(box: scene.box, scale: 2)
        let page = try ScrubberPage.rendering(renderer, title: setup.displayName, fps: rate, size: size,
                                              parallel: try RenderWorkers(arguments).renderer(for: size))
        let html = Data(page.html().utf8)
        try StillWriter.write(html, to: url)
        WrittenOutput(target: shown, details: [
            "\(page.light.count) frames of \(WrittenOutput.pixels(size)) in light and dark",
            "\(WrittenOutput.seconds(scene.duration)) at \(rate.trimmed) fps",
            WrittenOutput.bytes(html.count),
        ]).report(quiet: arguments.flag(OutputOptions.quiet))
        return 0
    }

    /// `-o` as a page's path: FILE.html, or a folder to hold SCENE.html.
    static func destination(_ path: String?, scene: String) throws -> (URL, shown: String) {
        guard let path else { throw UsageError.missingArgument("-o FILE.html") }
        if path == OutputPath.standardOutput { throw UsageError.notToStandardOutput(command: name, writes: "an HTML page") }
        let page = SceneArgument.fileStem(scene) + ".html"
        if OutputPath.isFolder(path) {
            return (URL(fileURLWithPath: path).appendingPathComponent(page), path.hasSuffix("/") ? path + page : path + "/" + page)
        }
        try OutputPath.requireExtension(path, fileForm: path + ".html", folderMeaning: "a folder (the page is then named \(page))")
        let url = URL(fileURLWithPath: path)
        guard ["html", "htm"].contains(url.pathExtension.lowercased()) else { throw PreviewError.notHTML(path: path) }
        return (url, path)
    }
}

enum PreviewError: Error, CustomStringConvertible {
    case notHTML(path: String)

    var description: String {
        switch self {
        case .notHTML(let path): "\(path): a preview is an HTML page; name it with .html"
        }
    }
}
