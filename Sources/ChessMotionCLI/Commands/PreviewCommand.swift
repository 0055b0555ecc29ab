import ChessMotion
import MotionExport
import Foundation
import MotionKit

struct PreviewCommand: Command {
    static let name = "preview"
    static let summary = "Write a self-contained HTML page to scrub through a scene by hand."
    static let help = """
    Usage: chess-motion preview SCENE [--fps N] [RENDERING OPTIONS] -o FILE.html

    Writes one HTML file with every frame of one loop embedded, in light and dark: drag the
    time slider forwards and backwards, play and pause at 0.1x to 2x, jump to the still frame,
    switch between light and dark. It opens in any browser with no server and no network.

    Options:
      --fps N                  frames per second of scene time, 1 to 60 (default 20)
      -o, --output FILE.html   where to write
    \(RenderWorkers.help)
    \(RenderingOptions.helpText)

    Without --width or --scale frames are the scene's box at scale 1 (360 x 280); --scale 2
    gives sharp frames on high-density screens and a file four times the size.

    Examples:
      chess-motion preview coins -o coins.html
      chess-motion preview coins --fps 30 --scale 2 --scheme dark -o coins-dark.html
    """

    static let defaultFPS = 20.0

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let fps = try arguments.double("--fps", in: ScrubberPage.fpsRange) ?? defaultFPS
        let workers = try RenderWorkers.parse(&arguments)
        let options = try RenderingOptions.parse(&arguments)
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o FILE.html") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]

        let url = URL(fileURLWithPath: output)
        guard ["html", "htm"].contains(url.pathExtension.lowercased()) else { throw PreviewError.notHTML(path: output) }
        try StillWriter.checkWritable(url)
        let setup = try options.prepare(sceneName)
        let scene = setup.scene, renderer = setup.renderer
        let size = try options.smallFrameSize(box: scene.box)
        let page = try ScrubberPage.rendering(renderer, title: setup.displayName, fps: fps,
                                              size: size, parallel: try workers.renderer(for: size))
        try StillWriter.write(Data(page.html().utf8), to: url)
        return 0
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
