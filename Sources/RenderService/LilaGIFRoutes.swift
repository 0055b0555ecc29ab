import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import GameGIF

/// lila-gif's API, so a lichess-style site can point at this service unchanged: `GET
/// /image.gif` (one position from the query) and `POST /game.gif` with a JSON body (one GIF
/// frame per request frame, with its delay). The request model and the sprite renderer are the
/// GameGIF module's; this only reads the request, loads what it names and answers.
enum LilaGIFRoutes {
    /// Whether a `POST /game.gif` is lila-gif's (a JSON body) rather than a PGN.
    static func isLilaGame(contentType: String?, body: Data) -> Bool {
        if let contentType, contentType.lowercased().contains("json") { return true }
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }

    static func image(_ query: [(name: String, value: String)], settings: ResolvedSettings, assets: LoadedAssets,
                      deadline: RenderDeadline) throws -> Data {
        let request: LilaGIFRequest
        do { request = try LilaGIFRequest.image(query: query, names: names(settings)) } catch { throw ServiceError.lila(error) }
        return try gif(request, settings: settings, assets: assets, deadline: deadline, cores: 1)
    }

    /// `cores`: threads that may code the frames, each a run of them.
    static func game(_ body: Data, settings: ResolvedSettings, assets: LoadedAssets,
                     deadline: RenderDeadline, cores: Int) throws -> Data {
        let request: LilaGIFRequest
        do { request = try LilaGIFRequest.game(json: body, names: names(settings)) } catch { throw ServiceError.lila(error) }
        return try gif(request, settings: settings, assets: assets, deadline: deadline, cores: cores)
    }

    /// From the catalogue, which the service reads once (`InstalledAssets.kept()`).
    private static func names(_ settings: ResolvedSettings) -> LilaGIFNames {
        let catalogue = settings.installed.catalogue
        return LilaGIFNames(themes: catalogue.boardThemes, pieceSets: catalogue.pieceSets)
    }

    private static func gif(_ request: LilaGIFRequest, settings: ResolvedSettings, assets: LoadedAssets,
                            deadline: RenderDeadline, cores: Int) throws -> Data {
        // Everything the sprite sheet is drawn with, coordinates too: a renderer kept for one
        // request must not draw another's letters.
        let key = [request.theme, request.pieceSet, "\(request.orientation)", "\(request.hasBars)", "\(request.coordinates)"]
            .joined(separator: "\u{0}")
        let renderer = try assets.gifRenderer(key: key) {
            try GameGIFRenderer(style: request.style(theme: try assets.theme(request.theme, settings: settings),
                                                     pieces: try assets.pieces(request.pieceSet, settings: settings),
                                                     palettes: try settings.installed.palettes()))
        }
        return Data(try renderer.gif(request.gifFrames, comment: request.comment, deadline: deadline, workers: cores))
    }

    /// Where a refusal points: the field, `frames[N].field` within a frame.
    static func location(of error: LilaGIFRequestError) -> String {
        func place(_ field: String, _ frame: Int?) -> String { frame.map { "body.frames[\($0)].\(field)" } ?? field }
        return switch error {
        case .notJSON: "body"
        case let .invalid(field, frame, _), let .tooLong(field, frame, _, _), let .badSquare(field, frame, _): place(field, frame)
        case .tooManyFrames, .noFrames: "body.frames"
        case let .badFEN(frame, _): place("fen", frame)
        case let .badMove(frame, _): place("lastMove", frame)
        case .unknownTheme: "theme"
        case .unknownPieceSet: "piece"
        }
    }
}
