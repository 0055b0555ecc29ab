import BoardKit
import ChessCore
import ChessMotion
import ChessScenes
import MotionKit

/// `GET /board.{ext}`: the CLI's `board` as parameters. `fen` (default the start position),
/// `moves` played one every `every` seconds and drawn at `t`, `orientation` or `flip`,
/// `coordinates`, `size` (the square's side in pixels), the marks `arrows`, `circles` and
/// `fills` with `check` (`--arrow`, `--circle`, `--fill`, `--no-check`), the still options, and
/// `locale`, the language of the alt text sent with the picture.
enum BoardRequest {
    static let names = ["fen", "moves", "every", "t", "orientation", "flip", "coordinates", "size", "chess960", "check", "locale"]
        + AnnotationParameters.names + StillOptions.names
    /// The board's box in points, as `board` draws it.
    static let box = Size(width: 8 * 40 + 2 * 5, height: 8 * 40 + 2 * 5)

    static func still(_ query: QueryParameters, format: ImageFormat, settings: ResolvedSettings, assets: LoadedAssets) throws -> StillRender {
        let options = try StillOptions(query, format: format)
        let fen = query.text("fen") ?? "startpos"
        let chess960 = try query.flag("chess960")
        let start: Position
        if fen == "startpos" {
            start = chess960 ? Position.start.with(castlingMode: .chess960) ?? .start : .start
        } else {
            do { start = try Position(typed: fen, mode: .lenient, chess960: chess960) } catch {
                throw ServiceError.badParameter(name: "fen", reason: "\(error)" + (error.needsChess960 ? "; chess960=1 reads it as Chess960" : ""))
            }
        }
        let every = try query.number("every", in: 0.01...3600) ?? 0.8
        let moves = try Self.moves(query.text("moves") ?? "").enumerated().map { TimedMove($1, at: every * Double($0 + 1)) }
        let timeline: BoardTimeline
        do { timeline = try BoardTimeline(start: start, moves: moves) } catch {
            throw ServiceError.badParameter(name: "moves", reason: "\(error)")
        }
        var orientation: Side = try query.flag("flip") ? .black : .white
        if let side = query.text("orientation") {
            switch side {
            case "white": orientation = .white
            case "black": orientation = .black
            default: throw ServiceError.badParameter(name: "orientation", reason: "'\(side)' is not white or black")
            }
        }
        let boardOptions = BoardOptions(orientation: orientation, coordinates: try query.flag("coordinates"),
                                        showsCheck: try query.flag("check", default: true))
        let scene = BoardScene(timeline: timeline, theme: try assets.theme(options.overrides.theme, settings: settings),
                               pieces: try assets.pieces(options.overrides.pieces, settings: settings), options: boardOptions,
                               annotations: try AnnotationParameters.annotations(query))
        let side = try query.integer("size", in: SceneSize.widths)
        if side != nil, options.width != nil { throw ServiceError.badParameter(name: "size", reason: "give size or width, not both") }
        let width = side ?? options.width
        let size = try SceneSize.resolve(box: box, width: width, scale: width == nil ? 2 : nil)
        let requested = try query.number("t", in: 0...(every * Double(moves.count) + 3600))
        let time = settings.stillTime(of: scene, requested: requested)
        return StillRender(renderer: options.applied(to: try settings.renderer(for: scene)), time: time, size: size, format: format,
                           quality: options.quality, altText: SceneAltText.text(of: scene, at: time, words: try settings.loadWords()))
    }

    /// The moves in `text`, read by ChessCore's one reader of a typed line, as `board` reads them.
    static func moves(_ text: String) throws(ServiceError) -> [MoveNotation] {
        do { return try MovetextTokenizer.mainLine(in: text).map(\.notation) } catch {
            throw .badParameter(name: "moves", reason: "\(error)")
        }
    }
}
