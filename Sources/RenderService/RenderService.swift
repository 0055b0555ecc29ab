import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import HTTPServer
import Synchronization

/// `chess-motion serve`: every route of Docs/Service.md over one HTTP server, one bounded render
/// queue and one set of caps. It keeps no state between requests: the picture depends only on
/// the request, the defaults file and the installed assets, which is what makes its ETags valid
/// across a fleet.
package final class RenderService: Sendable {
    package let configuration: ServiceConfiguration
    let queue: RenderQueue
    let metrics = ServiceMetrics()
    let assets = LoadedAssets()
    let installed: InstalledAssets
    let environment: [String: String]
    let log: @Sendable (String) -> Void
    /// False once a shutdown has begun: `/readyz` then says 503 so balancers stop sending.
    let accepting = Atomic<Bool>(true)
    let server = Mutex<HTTPServer?>(nil)
    /// Pulled when a shutdown's grace has passed: every render still running or queued stops.
    let shutdown = RenderStop()
    /// The `/studio` page's file and token (RenderService+Studio.swift); `serve`'s has neither.
    let studio: StudioSession

    /// Starts listening at once. `log` receives the access log, a line per request.
    package init(_ configuration: ServiceConfiguration, environment: [String: String] = ProcessInfo.processInfo.environment,
                 studio: StudioSession = StudioSession(file: nil, token: nil), log: @escaping @Sendable (String) -> Void) throws {
        self.configuration = configuration
        self.studio = studio
        self.environment = environment
        self.log = log
        // Read once: the installed assets do not change while the service runs (LoadedAssets).
        installed = InstalledAssets.standard(environment: environment).kept()
        MemoryReturn.configure()
        queue = RenderQueue(workers: configuration.workers, capacity: configuration.queue, whenIdle: MemoryReturn.trim)
        // Read once now, so a defaults file that is broken stops the start, not every request.
        _ = try settings(SceneOverrides())
        ScratchSpace.removeLeftovers(in: configuration.scratchFolder)
        var http = configuration.http
        http.bodyLimit = configuration.http.bodyLimit
        let started = try HTTPServer.start(http, handler: { [weak self] request, responder in
            guard let self else { return responder.respond(HTTPResponse(status: 503)) }
            self.handle(request, responder)
        }, onFinish: { [weak self] exchange in self?.finished(exchange) })
        server.withLock { $0 = started }
        studio.port.store(started.port, ordering: .relaxed)
    }

    package var port: Int { server.withLock { $0?.port ?? 0 } }

    /// The settings a render draws with: the defaults file (never a user's store) and the
    /// request's choices on top.
    func settings(_ overrides: SceneOverrides) throws -> ResolvedSettings {
        try ResolvedSettings(settingsFile: configuration.defaultsFile ?? Self.noDefaultsFile, overrides: overrides,
                             installed: installed, environment: environment)
    }

    /// How long a shutdown waits for stopped renders to clean up: a frame and ffmpeg's reaping.
    static let stopSeconds = 5

    /// A settings path that never exists: without `--config` the built-in defaults apply.
    static let noDefaultsFile = "/nonexistent/chess-motion-serve/settings.json"

    /// SIGTERM: stop accepting and say so on `/readyz`, let what is in flight finish within the
    /// grace period, answer 503 to whatever is still waiting, and close.
    package func drain() {
        accepting.store(false, ordering: .relaxed)
        let server = server.withLock { $0 }
        server?.stopAccepting()
        queue.close()
        let deadline = ContinuousClock.now + .milliseconds(Int(configuration.graceSeconds * 1000))
        while (server?.requestsInFlight ?? 0) > 0, ContinuousClock.now < deadline { DetachedThread.sleep(seconds: 0.02) }
        // Past the grace, what still runs or waits is stopped: each render at its next frame
        // (its ffmpeg killed and reaped, its folder removed), each queued job before its first,
        // and each answers 503. The process ends with no child and no file of its own left.
        shutdown.pull(.shutdown)
        let stopped = ContinuousClock.now + .seconds(Self.stopSeconds)
        while queue.running + queue.depth > 0, ContinuousClock.now < stopped { DetachedThread.sleep(seconds: 0.02) }
        server?.stop(answeringWaiting: Self.answer(.draining))
    }

    func finished(_ exchange: HTTPExchange) {
        let route = (try? ServiceRoute.match(method: exchange.method, path: exchange.path))?.label ?? "none"
        metrics.record(route: route, status: exchange.status, seconds: exchange.seconds)
        log(AccessLog.line(for: exchange, route: route))
    }

    static func answer(_ error: ServiceError) -> HTTPResponse {
        var headers: [(name: String, value: String)] = [("Cache-Control", "no-store")]
        if case .busy(let seconds) = error { headers.append(("Retry-After", String(seconds))) }
        if case .draining = error { headers.append(("Retry-After", "1")) }
        return HTTPResponse(status: error.status, contentType: "application/json", data: Data((error.json + "\n").utf8), headers: headers)
    }
}
