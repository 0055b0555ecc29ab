import ChessMotion
import MotionExport
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
    /// `GET /scenes/{name}.{gif,mp4,webm,mov}`: a catalogue scene played as a clip.
    case sceneClip(name: String, format: VideoFormat)
    /// `POST /render.{gif,mp4,webm,mov}` with a scene script as the body.
    case render(VideoFormat)
    /// `GET /scenes/{name}.{json,lottie}`: a catalogue scene's loop as Lottie or dotLottie.
    case sceneLottie(name: String, archive: Bool)
    /// `POST /render.{json,lottie}` with a scene script as the body.
    case renderLottie(archive: Bool)
    /// `POST /game.{mp4,webm}` with a PGN body.
    case gameVideo(VideoFormat)
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
        case .sceneClip: "scene-clip"
        case .render: "render"
        case .sceneLottie: "scene-lottie"
        case .renderLottie: "render-lottie"
        case .gameVideo: "game-video"
        case .validate: "validate"
        case .game: "game"
        case .image: "image"
        }
    }

    /// The clip formats of `POST /game.{ext}` besides lila-gif's `.gif`.
    static let gameVideoFormats: [VideoFormat] = [.mp4, .webm]

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
        let (stem, output) = try split(path)
        switch (stem, output) {
        case ("/board", .still(let format)): return (.board(format), "GET")
        case ("/still", .still(let format)): return (.still(format), "POST")
        case ("/render", .clip(let format)): return (.render(format), "POST")
        case ("/render", .lottie(let archive)): return (.renderLottie(archive: archive), "POST")
        case ("/game", .clip(let format)) where gameVideoFormats.contains(format): return (.gameVideo(format), "POST")
        case ("/board", .clip), ("/still", .clip), ("/board", .lottie), ("/still", .lottie):
            throw .badParameter(name: "format", reason: "\(stem) draws a still; use \(stillExtensions); POST /render.EXT plays a script as a clip")
        case ("/render", .still):
            throw .badParameter(name: "format", reason: "/render writes a clip; use \(clipExtensions); POST /still.EXT draws a still")
        case ("/game", _):
            throw .badParameter(name: "format", reason: "/game answers .gif, .mp4 or .webm")
        default: break
        }
        if stem.hasPrefix("/scenes/") {
            let name = String(stem.dropFirst("/scenes/".count))
            guard SceneCatalogue.entry(named: name) != nil else {
                throw .badParameter(name: "scene", reason: "no scene '\(name)'; the scenes are \(SceneCatalogue.names.joined(separator: ", "))")
            }
            switch output {
            case .still(let format): return (.scene(name: name, format: format), "GET")
            case .clip(let format): return (.sceneClip(name: name, format: format), "GET")
            case .lottie(let archive): return (.sceneLottie(name: name, archive: archive), "GET")
            case .frames: break
            }
        }
        throw .noRoute(method: "", path: path)
    }

    private static let stillExtensions = ImageFormat.extensions.sorted().joined(separator: ", ")
    private static let clipExtensions = (VideoFormat.allCases.map(\.rawValue) + RenderOutput.lottieExtensions).sorted().joined(separator: ", ")

    /// `/board.png` as ("/board", a PNG still), read by the one reader of an output's extension
    /// the command line and batch use; an unknown extension on a known stem is a bad request.
    private static func split(_ path: String) throws(ServiceError) -> (String, RenderOutput) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { throw .noRoute(method: "", path: path) }
        let stem = String(path[..<dot]), ext = String(path[path.index(after: dot)...])
        if let output = RenderOutput(fileExtension: ext) { return (stem, output) }
        guard ["/board", "/still", "/render", "/game"].contains(stem) || stem.hasPrefix("/scenes/") else {
            throw .noRoute(method: "", path: path)
        }
        throw .badParameter(name: "format", reason: "'.\(ext)' is not a format served; stills are \(stillExtensions), clips \(clipExtensions)")
    }
}
