import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import FoundationEssentials

struct KitCommand: Command {
    static let name = "kit"
    static let summary = "Write the live kit page: the scenes playing in a browser, springs and time in your hands."
    static let usage = ["kit SCENE [RENDERING OPTIONS] -o DIR [--serve [--port N]]"]
    static let discussion = """
    Writes a folder that plays the scenes live in a browser, drawn by motion.js (the same curves,
    the same 360 x 280 box and the same numbers as the Swift scenes) from the same palettes,
    board themes, piece SVGs and bots, with no network. index.html carries all of it inlined, so
    it opens straight from disk in any browser; the folder also keeps motion.js, the scenes'
    modules and the data as files. The page opens on SCENE; every built-in scene is offered,
    and a file's own scene too — a board script, a bot intro or a game of a PGN file: the tool
    resolves it into a plan the page draws (each piece's track, highlights, checks and
    captions; an intro's cards with their words in your language; a game's player bars,
    clocks, move glyphs and result), so no chess rule runs in the browser.

    Controls: play and pause, drag t, speed, light or dark, posture, reduce motion, board theme,
    pieces and avatars, and the scene's main spring (damping and frequency, the curve drawn with
    a dot where the spring is at this instant). The address takes ?scene=NAME&t=SECONDS&
    scheme=light|dark&posture=NAME (also theme, pieces, avatars, damping, w), so any frame opens
    directly. This is the page for designing; 'chess-motion preview' still writes exact Cairo
    frames to scrub through.
    """
    static let arguments = [SceneArgument.help]

    static let output = Option(
        "--output", short: "-o", value: "DIR", kind: .text,
        help: "the folder to write, created if missing; an earlier kit page in it is replaced, "
            + "a folder holding other files is refused unless --force")
    static let force = Option.flag(
        "--force", help: "write the page into a folder that holds other files, replacing any of the same names")

    static let serve = Option.flag(
        "--serve", help: "then serve the folder on 127.0.0.1 and print the page's address, until Ctrl-C")
    static let port = Option(
        "--port", value: "N", kind: .integer(1...65535),
        help: "with --serve: the port to listen on (default: one the system picks)")

    static let optionGroups = [
        OptionGroup("Output", [output, force, OutputOptions.quiet]),
        OptionGroup("Serving", [serve, port]),
        RenderingOptions.group(RenderingOptions.sceneLook),
        GameOptions.group,
    ]

    static let notes = """
    Open DIR/index.html in a browser, or let --serve serve the folder on this machine
    (127.0.0.1 only) and print the address to open. The rendering options choose what the
    controls start on.
    """

    static let examples = [
        "kit bots -o out/kit --serve                             # then open the address it prints",
        "kit bots -o out/kit --serve --port 8000",
        "kit Examples/Scenes/opera-game.scene -o out/opera-kit",
        "kit Examples/Scenes/four-rivals.scene --locale es -o out/intro-kit",
        "kit Examples/Games/opera-game.pgn -o out/game-kit",
        "kit Examples/Games/multi-game.pgn --game 2 --flip -o out/game-kit",
        "kit clock --posture tabletop --scheme dark -o out/kit",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        guard let path = arguments.text(output) else { throw UsageError.missingArgument("-o DIR") }
        if path == OutputPath.standardOutput { throw UsageError.notToStandardOutput(command: name, writes: "a folder of files") }
        let serves = arguments.flag(serve)
        if arguments.integer(port) != nil, !serves { throw UsageError.optionNotHere(port.name, onlyWith: serve.name) }
        let settings = try options.resolve()
        let summary = try KitPage.write(sceneName, settings: settings, overrides: options.overrides,
                                        to: URL(fileURLWithPath: path, isDirectory: true), replacing: arguments.flag(force))
        let page = summary.page
        WrittenOutput(target: path, details: [
            "kit page opening on \(page.scene)",
            "\(page.scenes.count) scenes, \(page.themes.count) themes, \(page.pieceSets.count) piece sets",
            "\(summary.files) files, \(WrittenOutput.bytes(summary.bytes))",
            serves ? nil : "open " + (path.hasSuffix("/") ? path : path + "/") + summary.index.lastPathComponent,
        ].compactMap { $0 }).report(quiet: arguments.flag(OutputOptions.quiet))
        guard serves else { return 0 }
        let server = try LocalPageServer(serving: URL(fileURLWithPath: path, isDirectory: true),
                                         port: UInt16(arguments.integer(port) ?? 0))
        Console.out(server.address(query: "scene=" + QueryText.encoded(page.scene)))
        Console.error("serving \(path) on 127.0.0.1 port \(server.port); press Ctrl-C to stop")
        server.serveForever()
    }
}
