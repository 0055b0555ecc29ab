import RenderService

/// `serve`'s options, read into the service's configuration. Each cap has a default that keeps
/// one request from taking the machine; a deployment can raise or lower them.
enum ServeOptions {
    static let host = Option("--host", value: "ADDRESS", kind: .text, help: "the address to listen on (0.0.0.0 for every IPv4 one)",
                             default: .text("127.0.0.1"))
    static let port = Option("--port", value: "PORT", kind: .integer(0...65535), help: "the port to listen on (0: any free one)",
                             default: .text("8080"))
    static let config = Option("--config", value: "FILE", kind: .text,
                               help: "render defaults (theme, pieces, avatars, scheme, locale) in the settings file format",
                               default: .text("$CHESS_MOTION_SERVE_CONFIG, else the built-in defaults; never your own settings"))
    static let workers = Option("--workers", value: "N", kind: .integer(1...64), help: "renders at once",
                                default: .text("one per core"))
    static let queue = Option("--queue", value: "N", kind: .integer(0...10_000),
                              help: "renders waiting for a worker; one more is answered 503 with Retry-After", default: .text("16"))
    static let maxBody = Option("--max-body", value: "BYTES", kind: .integer(1...(64 << 20)), help: "request body (413 past it)",
                                default: .text("1048576"))
    static let maxQuery = Option("--max-query", value: "BYTES", kind: .integer(16...65_536), help: "query text (414 past it)",
                                 default: .text("4096"))
    static let maxPixels = Option("--max-pixels", value: "N", kind: .integer(1...(1 << 28)), help: "pixels of one picture (400 past it)",
                                  default: .text("16777216"))
    static let maxFrames = Option("--max-frames", value: "N", kind: .integer(1...100_000), help: "frames of one GIF (400 past it)",
                                  default: .text("1200"))
    static let renderTimeout = Option("--render-timeout", value: "SECONDS", kind: .number(0.01...3600),
                                      help: "a render taking longer is answered 503", default: .text("30"))
    static let grace = Option("--grace", value: "SECONDS", kind: .number(0...3600),
                              help: "on SIGTERM, how long requests in flight may take to finish", default: .text("20"))
    static let requestDeadline = Option("--request-deadline", value: "SECONDS", kind: .integer(1...3600),
                                        help: "a request must arrive whole within this (slow clients are cut off)", default: .text("10"))

    static let group = OptionGroup("Options", [host, port, config, workers, queue, maxBody, maxQuery, maxPixels, maxFrames, renderTimeout, grace,
                                               requestDeadline])

    static func configuration(_ arguments: ParsedArguments, environment: [String: String], version: String) -> ServiceConfiguration {
        var configuration = ServiceConfiguration()
        configuration.http.host = arguments.text(host) ?? "127.0.0.1"
        configuration.http.port = arguments.integer(port) ?? 8080
        configuration.http.bodyLimit = arguments.integer(maxBody) ?? configuration.http.bodyLimit
        configuration.http.requestDeadline = arguments.integer(requestDeadline) ?? configuration.http.requestDeadline
        configuration.defaultsFile = arguments.text(config) ?? environment["CHESS_MOTION_SERVE_CONFIG"]
        configuration.workers = arguments.integer(workers) ?? configuration.workers
        configuration.queue = arguments.integer(queue) ?? configuration.queue
        configuration.queryLimit = arguments.integer(maxQuery) ?? configuration.queryLimit
        configuration.pixelLimit = arguments.integer(maxPixels) ?? configuration.pixelLimit
        configuration.frameLimit = arguments.integer(maxFrames) ?? configuration.frameLimit
        configuration.renderSeconds = arguments.number(renderTimeout) ?? configuration.renderSeconds
        configuration.graceSeconds = arguments.number(grace) ?? configuration.graceSeconds
        configuration.toolVersion = version
        return configuration
    }
}
