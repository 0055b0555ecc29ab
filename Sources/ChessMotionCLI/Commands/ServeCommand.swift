import ChessMotionSupport
import FoundationEssentials
import Glibc
import RenderService

struct ServeCommand: Command {
    static let name = "serve"
    static let summary = "Answer renders over HTTP: boards, scenes and scripts, with caps, a queue and ETags."
    static let usage = ["serve [--host ADDRESS] [--port PORT] [--config FILE] [--workers N] [--queue N] [CAPS]"]
    static let discussion = """
    Listens for HTTP requests and answers each route of Docs/Service.md (GET /board.png,
    GET /scenes/NAME.png, POST /still.png, POST /game.gif, POST /validate, GET /healthz,
    /readyz, /metrics; GET /studio, the studio's page without a file, Docs/Studio.md) until
    SIGTERM or Ctrl-C, which stop accepting, let renders in flight finish within --grace, and
    exit 0. No settings of yours are read: defaults come from --config. One JSON line per
    request goes to standard error.
    """
    static let optionGroups = [ServeOptions.group]
    static let examples = [
        "serve --port 8080",
        "serve --host 0.0.0.0 --port 8080 --workers 2 --queue 8",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        // Accepted by every command, but a service reads no one's settings: its pictures must
        // depend only on the request and --config, or its ETags would differ across a fleet.
        if arguments.isPresent(GlobalOptions.settings) {
            throw UsageError.refusedByCommand(option: GlobalOptions.settings.name, command: name,
                                              reason: "the service reads no settings file, so every instance draws alike; give its defaults with --config FILE")
        }
        let environment = ProcessInfo.processInfo.environment
        let configuration = ServeOptions.configuration(arguments, environment: environment, version: ChessMotionTool.version)
        // Blocked before any thread starts, so every thread inherits the mask and the signals
        // wait for `sigwait` below instead of killing a render half-way.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let service = try RenderService(configuration, environment: environment) { line in
            // The access log's JSON lines, whole: already escaped, and never cut short.
            _ = DescriptorWriter.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
        }
        Console.error("chess-motion serve: listening on http://\(configuration.http.host):\(service.port)")
        var received: Int32 = 0
        sigwait(&signals, &received)
        Console.error("chess-motion serve: stopping (finishing requests in flight, at most \(Int(configuration.graceSeconds)) s)")
        service.drain()
        return 0
    }
}
