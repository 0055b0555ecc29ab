import MotionKit
import SceneScripts

/// What a request asks for, from its method and path. Scene names are matched against the
/// catalogue, never used as paths: no request names a file on the server.
package enum ServiceRoute: Sendable, Equatable {
    case health
    case ready
    case metrics
    /// `GET /board.{png,svg,webp,jpg}`
    case board(ImageFormat)
    /// `GET /scenes/{name}.{png,jpg,webp,svg,pdf}`
    case scene(name: String, format: ImageFormat)
    /// `POST /still.{ext}` with a scene script as the body.
    case still(ImageFormat)
    /// `POST /validate` with a scene script as the body.
    case validate
    /// `POST /game.gif` with a PGN body, or lila-gif's JSON.
    case game
    /// lila-gif's `GET /image.gif`.
    case image

    /// The route's pattern, for metrics and the access log: a fixed set of words.
    package var label: String {
        switch self {
        case .health: "healthz"
        case .ready: "readyz"
        case .metrics: "metrics"
        case .board: "board"
        case .scene: "scene"
        case .still: "still"
        case .validate: "validate"
        case .game: "game"
        case .image: "image"
        }
    }

    /// The extensions a still route answers, and the format each names.
    static let stillFormats: [String: ImageFormat] = ["png": .png, "jpg": .jpeg, "jpeg": .jpeg, "webp": .webp, "svg": .svg, "pdf": .pdf]

    package static func match(method: String, path: String) throws(ServiceError) -> ServiceRoute {
        let route: ServiceRoute, allowed: String
        do {
            (route, allowed) = try resolve(path)
        } catch {
            if case .noRoute = error { throw .noRoute(method: method, path: path) }
            throw error
        }
        let methods = allowed == "GET" ? ["GET", "HEAD"] : [allowed]
        guard methods.contains(method) else { throw .wrongMethod(method: method, path: path, allowed: allowed) }
        return route
    }

    private static func resolve(_ path: String) throws(ServiceError) -> (ServiceRoute, String) {
        switch path {
        case "/healthz": return (.health, "GET")
        case "/readyz": return (.ready, "GET")
        case "/metrics": return (.metrics, "GET")
        case "/validate": return (.validate, "POST")
        case "/game.gif": return (.game, "POST")
        case "/image.gif": return (.image, "GET")
        default: break
        }
        let (stem, format) = try split(path)
        switch stem {
        case "/board": return (.board(format), "GET")
        case "/still": return (.still(format), "POST")
        default: break
        }
        if stem.hasPrefix("/scenes/") {
            let name = String(stem.dropFirst("/scenes/".count))
            guard SceneCatalogue.entry(named: name) != nil else {
                throw .badParameter(name: "scene", reason: "no scene '\(name)'; the scenes are \(SceneCatalogue.names.joined(separator: ", "))")
            }
            return (.scene(name: name, format: format), "GET")
        }
        throw .noRoute(method: "", path: path)
    }

    /// `/board.png` as ("/board", .png); an unknown extension on a known stem is a bad request.
    private static func split(_ path: String) throws(ServiceError) -> (String, ImageFormat) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { throw .noRoute(method: "", path: path) }
        let stem = String(path[..<dot]), ext = String(path[path.index(after: dot)...]).lowercased()
        guard let format = stillFormats[ext] else {
            guard ["/board", "/still"].contains(stem) || stem.hasPrefix("/scenes/") else { throw .noRoute(method: "", path: path) }
            throw .badParameter(name: "format", reason: "'.\(ext)' is not a still format; use \(stillFormats.keys.sorted().joined(separator: ", "))")
        }
        return (stem, format)
    }
}
