import ChessMotion
import ChessMotionSupport
import Dispatch
import FoundationEssentials
import GameGIF
import HTTPServer
import MotionKit

/// From a whole request to its answer: route, caps, ETag, then the queue.
extension RenderService {
    func handle(_ request: HTTPRequest, _ responder: HTTPResponder) {
        if handleStudio(request, responder) { return }
        do {
            let route = try ServiceRoute.match(method: request.method, path: request.path)
            switch route {
            case .health:
                return responder.respond(HTTPResponse(status: 200, contentType: "text/plain", data: Data("ok\n".utf8)))
            case .ready:
                let ready = accepting.load(ordering: .relaxed)
                return responder.respond(HTTPResponse(status: ready ? 200 : 503, contentType: "text/plain",
                                                      data: Data((ready ? "ready\n" : "draining\n").utf8)))
            case .metrics:
                let text = metrics.text(inFlight: queue.running, queueDepth: queue.depth)
                return responder.respond(HTTPResponse(status: 200, contentType: "text/plain; version=0.0.4", data: Data(text.utf8)))
            case .board, .scene, .still, .sceneClip, .render, .sceneLottie, .renderLottie, .gameVideo, .validate, .game, .image:
                try render(route, request, responder)
            }
        } catch {
            responder.respond(Self.answer(refusal(error)))
        }
    }

    private func render(_ route: ServiceRoute, _ request: HTTPRequest, _ responder: HTTPResponder) throws {
        guard request.queryLength <= configuration.queryLimit else {
            throw ServiceError.queryTooLong(bytes: request.queryLength, limit: configuration.queryLimit)
        }
        // lila-gif ignores what it does not know; its callers may send more than it reads.
        let lila = route == .image || (route == .game && LilaGIFRoutes.isLilaGame(contentType: request.header("Content-Type"), body: request.body))
        let query = try QueryParameters(lila ? [] : request.query, allowed: Self.parameters(of: route),
                                        ignoringUnknown: Self.ignoresUnknownParameters(route))
        let rawQuery = request.query
        let normalised = lila ? rawQuery.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: "\u{0}") : query.normalised
        let etag = RequestFingerprint.etag(route: request.path, parameters: normalised, body: request.body,
                                           version: configuration.toolVersion)
        let cache: [(name: String, value: String)] = [("ETag", etag), ("Cache-Control", "public, max-age=\(configuration.cacheSeconds)")]
        if RequestFingerprint.matches(request.header("If-None-Match"), etag) {
            return responder.respond(HTTPResponse(status: 304, headers: cache))
        }
        guard accepting.load(ordering: .relaxed) else { throw ServiceError.draining }
        // From the moment it is queued, as the client's 503 below: a job that waited past its
        // cap stops before its first frame. A client that hangs up stops it too, queued or
        // drawing, and so does the end of a shutdown's grace (`drain`).
        let stop = RenderStop(parent: shutdown)
        responder.client.whenGone { stop.pull(.clientGone) }
        let deadline = RenderDeadline(seconds: configuration.renderSeconds, stop: stop)
        let work: @Sendable () throws -> (String, HTTPResponse.Body, [(name: String, value: String)]) = { [self] in
            try deadline.check()
            // An idle worker's core helps encode a still or code a game GIF's frames; under load
            // every render keeps to its own.
            let cores = 1 + queue.idleWorkers
            guard !lila else {
                let settings = try settings(SceneOverrides())
                return ("image/gif", .bytes(route == .image ? try LilaGIFRoutes.image(rawQuery, settings: settings, assets: assets, deadline: deadline)
                                                            : try LilaGIFRoutes.game(request.body, settings: settings, assets: assets, deadline: deadline,
                                                                                     cores: cores)), [])
            }
            guard let still = try stillRender(route, query, request.body) else {
                let (type, body) = try produce(route, query, request.body, deadline: deadline, cores: cores, checkedOnly: request.method == "HEAD")
                return (type, body, [])
            }
            try configuration.checkPixels(still.size)
            let bytes = try still.encoded(cores: cores)
            return (StillRender.contentType(of: still.format), .bytes(bytes), still.altText.map { [(StillRender.altTextHeader, StillRender.headerValue($0))] } ?? [])
        }
        let accepted = queue.submit { [self] in
            let started = ContinuousClock.now
            let response: HTTPResponse
            do {
                let (type, body, extra) = try work()
                response = HTTPResponse(status: 200, headers: [("Content-Type", type)] + extra + cache, body: body)
            } catch let error where Self.isCancellation(error) {
                // Stopped from outside: a client that left hears nothing; at shutdown, 503.
                response = Self.answer(stop.reason == nil ? .renderTooLong(limit: deadline.seconds) : .draining)
            } catch {
                response = Self.answer(refusal(error))
            }
            metrics.recordRender(seconds: (ContinuousClock.now - started).seconds)
            return { responder.respond(response) }
        }
        guard accepted else { throw ServiceError.busy(retryAfter: 1) }
        // Past its cap the client hears 503 at once, even mid-frame; the render stops at its next
        // frame (`RenderDeadline`) and its late answer is dropped.
        let limit = configuration.renderSeconds
        Self.capTimers.asyncAfter(deadline: .now() + limit) {
            responder.respond(Self.answer(.renderTooLong(limit: limit)))
        }
    }

    /// Where render caps' 503s are sent from. A serial queue of its own gets a thread even when a
    /// PNG's bands (`DispatchQueue.concurrentPerform`) fill the global pool's width; on that pool
    /// the cap waited for the very encode it was meant to cut short, and the client got the late
    /// 200.
    private static let capTimers = DispatchQueue(label: "chess-motion.render-caps")

    /// Any error of a request as the service answers it (`ServiceError(refusal:installRoots:)`).
    func refusal(_ error: any Error) -> ServiceError {
        ServiceError(refusal: error, installRoots: installed.roots.map(\.path))
    }

    static func parameters(of route: ServiceRoute) -> [String] {
        switch route {
        case .board: BoardRequest.names
        case .scene, .still: SceneRequest.names
        case .sceneClip, .render: ClipRequest.names
        case .sceneLottie, .renderLottie: LottieRequest.names
        case .gameVideo: ClipRequest.gameNames
        case .game: GameRequest.names
        case .image: []
        case .validate, .health, .ready, .metrics: []
        }
    }

    /// `/board` is web-boardimage's too, and ignores what it does not know as that service does;
    /// our other routes refuse an unknown name, naming what they take (Docs/Service.md).
    static func ignoresUnknownParameters(_ route: ServiceRoute) -> Bool {
        if case .board = route { return true }
        return false
    }

    /// A render stopped at its cap, whichever frame loop stopped it.
    static func isCancellation(_ error: any Error) -> Bool {
        if error is RenderCancellation { return true }
        if case .stopped? = error as? GameGIFError { return true }
        return false
    }

    /// A still route's picture to draw, nil for any other route.
    private func stillRender(_ route: ServiceRoute, _ query: QueryParameters, _ body: Data) throws -> StillRender? {
        switch route {
        case .board(let format):
            try BoardRequest.still(query, format: format, settings: settings(SceneOverrides(locale: query.text("locale"))), assets: assets)
        case let .scene(name, format):
            try SceneRequest.still(.named(name), query, format: format, settings: settings)
        case .still(let format):
            try SceneRequest.still(ServiceRender.script(try ServiceRender.text(of: body)), query, format: format, settings: settings)
        default:
            nil
        }
    }

    /// Runs on a render worker: the content type and the bytes, or a clip's open file. A HEAD
    /// on a clip (`checkedOnly`) is checked as its GET would be, then answered without drawing:
    /// its ETag and type come from the request. A still is small enough to make for its HEAD.
    /// `cores`: the worker's own and those left idle, which a game GIF's frames may use.
    private func produce(_ route: ServiceRoute, _ query: QueryParameters, _ body: Data,
                         deadline: RenderDeadline, cores: Int, checkedOnly: Bool) throws -> (String, HTTPResponse.Body) {
        switch route {
        case .game:
            return ("image/gif", try GameRequest.gif(body, query, configuration: configuration, settings: settings,
                                                     sheets: assets.gifSheets, deadline: deadline, cores: cores))
        case let .sceneClip(name, format):
            return (ClipRequest.contentType(of: format),
                    try ClipRequest.clip(.named(name), query, format: format, configuration: configuration, settings: settings,
                                         deadline: deadline, checkedOnly: checkedOnly))
        case .render(let format):
            return (ClipRequest.contentType(of: format),
                    try ClipRequest.clip(ServiceRender.script(try ServiceRender.text(of: body)), query, format: format, configuration: configuration, settings: settings,
                                         deadline: deadline))
        case let .sceneLottie(name, archive):
            let data = try LottieRequest.lottie(.named(name), query, archive: archive, configuration: configuration, settings: settings,
                                                checkedOnly: checkedOnly)
            return (LottieRequest.contentType(archive: archive), data.map { .bytes($0) } ?? .unmeasured)
        case .renderLottie(let archive):
            return (LottieRequest.contentType(archive: archive),
                    .bytes(try LottieRequest.lottie(ServiceRender.script(try ServiceRender.text(of: body)), query, archive: archive, configuration: configuration,
                                                    settings: settings) ?? Data()))
        case .gameVideo(let format):
            return (ClipRequest.contentType(of: format),
                    try ClipRequest.clip(ServiceRender.game(try ServiceRender.text(of: body), stem: "game"), query, format: format, configuration: configuration,
                                         settings: settings, deadline: deadline))
        case .validate:
            return ("application/json", .bytes(Data((try ScriptRequest.validation(body, assets: installed.sceneAssetNames) + "\n").utf8)))
        case .health, .ready, .metrics, .image, .board, .scene, .still:
            return ("text/plain", .bytes(Data()))
        }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
