import ChessMotionSupport
import FoundationEssentials
import GameGIF

/// Why a request was not rendered, with the facts an answer needs: each case knows its status
/// and where the problem is (a query parameter, the body's line and column, the path).
package enum ServiceError: Error, Sendable, Equatable {
    case noRoute(method: String, path: String)
    case wrongMethod(method: String, path: String, allowed: String)
    /// A query parameter that is unknown, malformed or out of range.
    case badParameter(name: String, reason: String)
    /// The body could not be used; `line`/`column` when the reader knows them.
    case badBody(reason: String, line: Int? = nil, column: Int? = nil)
    /// The library refused what the request asked for (an unknown theme, a time outside the
    /// scene): its own message, in the CLI's words.
    case refused(String)
    /// A lila-gif request the GameGIF model refused (field and frame in it).
    case lila(LilaGIFRequestError)
    case queryTooLong(bytes: Int, limit: Int)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    case tooManyFrames(count: Int, limit: Int)
    /// The render queue is full: try again after `retryAfter` seconds.
    case busy(retryAfter: Int)
    /// The server is shutting down.
    case draining
    case renderTooLong(limit: Double)
    /// A render failed for a reason that is not the request's fault.
    case renderFailed(String)

    package var status: Int {
        switch self {
        case .noRoute: 404
        case .wrongMethod: 405
        case .badParameter, .badBody, .refused, .lila, .tooManyPixels, .tooManyFrames: 400
        case .queryTooLong: 414
        case .busy, .draining, .renderTooLong: 503
        case .renderFailed: 500
        }
    }

    package var message: String {
        switch self {
        case let .noRoute(method, path): "no route for \(method) \(path); see GET /healthz and Docs/Service.md"
        case let .wrongMethod(method, path, allowed): "\(path) does not take \(method); use \(allowed)"
        case let .badParameter(name, reason): "parameter '\(name)': \(reason)"
        case let .badBody(reason, _, _): reason
        case let .refused(reason): reason
        case let .lila(error): error.description
        case let .queryTooLong(bytes, limit): "the query is \(bytes) bytes; at most \(limit) are read"
        case let .tooManyPixels(width, height, limit): "\(width) x \(height) is \(width * height) pixels; at most \(limit) per request"
        case let .tooManyFrames(count, limit): "\(count) frames; at most \(limit) per request"
        case let .busy(retryAfter): "every render worker is busy and the queue is full; retry after \(retryAfter) s"
        case .draining: "the server is shutting down"
        case let .renderTooLong(limit): "the render took longer than its \(limit.trimmed) s cap"
        case let .renderFailed(reason): reason
        }
    }

    /// Where the problem is: a parameter's name, `body:LINE:COL`, or the path.
    package var location: String? {
        switch self {
        case .noRoute, .wrongMethod: "path"
        case let .badParameter(name, _): "query.\(name)"
        case let .badBody(_, line?, column?): "body:\(line):\(column)"
        case .badBody: "body"
        case .refused: "request"
        case let .lila(error): LilaGIFRoutes.location(of: error)
        case .queryTooLong: "query"
        case .tooManyPixels: "query.width"
        case .tooManyFrames: "query.frames"
        case .renderTooLong, .renderFailed: "render"
        case .busy: "queue"
        case .draining: "server"
        }
    }

    /// `{"error": ..., "where": ...}`: JSON-quoted, then every control character left (DEL, C1,
    /// bidirectional overrides) escaped too, so what a client sent comes back inert; shortened so
    /// an echo cannot be huge.
    package var json: String {
        let error = JSONValue.quoted(TerminalText.shortened(message, maximumLength: 300))
        let location = location.map { JSONValue.quoted(TerminalText.shortened($0, maximumLength: 100)) } ?? "null"
        return TerminalText.escaped(#"{"error":\#(error),"where":\#(location)}"#)
    }
}
