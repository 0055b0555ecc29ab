import ChessMotion
import ChessMotionTool
import FoundationEssentials
import Glibc
import RenderService
import SceneSettings

struct StudioCommand: Command {
    static let name = "studio"
    static let summary = "Edit a scene script or a PGN game in a browser, checked and played as you type."
    static let usage = ["studio [FILE.scene | FILE.pgn] [--port N]"]
    static let discussion = """
    Serves one page on 127.0.0.1 and prints its address: an editor with line numbers and the
    format's keywords coloured (CodeMirror, from Debian's libjs-codemirror when installed, else
    a plain text area); diagnostics as you type, from the validator 'validate --json' uses
    (line, column, code, message; a suggestion applies with one click); the live kit page beside
    it, drawn from the plan the tool resolves (play, pause, t, speed, scheme, posture, locale,
    theme, pieces, avatars, the main spring's curve), keeping its instant as you edit; and
    export buttons (PNG at t, GIF, MP4, Lottie, dotLottie) that render through 'serve''s own
    routes with its caps, each download named after the file. Ctrl-S writes the text back to
    FILE atomically; if FILE changed on disk since it was opened, the page says so and keeps
    both texts. Without FILE the text is kept in the browser's storage. A PGN game, opened,
    pasted or dropped, plays in the game layout.

    Only 127.0.0.1 is listened on; only FILE is ever written; every request must carry the
    per-run token of the printed address and come from the page's own origin.
    """
    static let arguments = [ArgumentHelp("FILE", "the scene script or PGN file to edit; created on the first save if missing")]
    static let port = Option("--port", value: "N", kind: .integer(1...65535),
                             help: "the port to listen on (default: one the system picks)")
    static let optionGroups = [OptionGroup("Options", [port])]
    static let notes = """
    Renders are drawn with your settings (the file 'chess-motion settings' keeps), as 'still'
    and 'render' draw them, so a download equals the command line's file. Ctrl-C stops.
    """
    static let examples = [
        "studio Examples/Scenes/viktor-caro-kann.scene         # then open the address it prints",
        "studio Examples/Games/opera-game.pgn --port 8123",
        "studio",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positionals.count <= 1 else { throw UsageError.unexpectedArgument(arguments.positionals[1]) }
        let file = arguments.positionals.first
        if let file, StudioText.kind(ofPath: file) == nil {
            throw UsageError.malformedValue(option: "FILE", value: file, reason: "the studio edits a .scene script or a .pgn file")
        }
        let environment = ProcessInfo.processInfo.environment
        // serve's caps as they are by default: the studio renders through its routes.
        var configuration = ServiceConfiguration()
        configuration.toolVersion = ChessMotionTool.version
        configuration.http.host = "127.0.0.1"
        configuration.http.port = arguments.integer(port) ?? 0
        // Your settings, as `still` and `render` read them: the downloads equal their files.
        configuration.defaultsFile = try SettingsStore(explicitPath: arguments.text(GlobalOptions.settings), environment: environment).file.path
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let studio = StudioSession.local(file: file)
        let service = try RenderService(configuration, environment: environment, studio: studio) { _ in }
        Console.out(studio.address(port: service.port))
        Console.error("chess-motion studio: editing \(file ?? "a new text (kept in the browser)") on 127.0.0.1 port \(service.port); Ctrl-C stops")
        var received: Int32 = 0
        sigwait(&signals, &received)
        service.drain()
        return 0
    }
}
