import BoardKit
import ChessCore
import ChessMotion
import ChessMotionSupport
import ChessScenes
import MotionKit

/// `GET /board.{ext}`: the CLI's `board` as parameters, and web-boardimage's `/board.{svg,png}`
/// with its names, meanings and defaults, so a site can point its board images here unchanged
/// (Docs/Service.md lists both). `fen` (a FEN or its placement alone, default the start; any
/// placement is drawn as given, but moves need a legal position), `moves` played one every
/// `every` seconds and drawn at `t`, `orientation` or `flip`, `coordinates`, `size` (the
/// picture's side, 360 pixels by default as web-boardimage's), `lastMove` (or `lastmove`) and
/// `check` (a square, or the switch for a king in check), the marks `arrows`, `circles`,
/// `fills` and `squares`, `colors` (web-boardimage's name for `theme`), the still options, and
/// `locale`, the language of the alt text sent with the picture.
/// A name it does not take is ignored, as web-boardimage ignores it.
enum BoardRequest {
    static let names = ["fen", "moves", "every", "t", "orientation", "flip", "coordinates", "size", "chess960", "check",
                        "lastMove", "lastmove", "colors", "locale"]
        + AnnotationParameters.names + StillOptions.names
    /// The board's box in points, as `board` draws it.
    static let box = Size(width: 8 * 40 + 2 * 5, height: 8 * 40 + 2 * 5)
    /// web-boardimage's `size` when neither `size` nor `width` is given: the picture's side.
    static let defaultSize = 360

    static func still(_ query: QueryParameters, format: ImageFormat, settings: ResolvedSettings, assets: LoadedAssets) throws -> StillRender {
        let options = try StillOptions(query, format: format)
        let fen = query.text("fen") ?? "startpos"
        let chess960 = try query.flag("chess960")
        let start: TypedBoard
        do { start = try TypedBoard(fen, mode: .lenient, chess960: chess960) } catch {
            throw ServiceError.badParameter(name: "fen", reason: "\(error)")
        }
        let every = try query.number("every", in: 0.01...3600) ?? 0.8
        let moves = try Self.moves(query.text("moves") ?? "").enumerated().map { TimedMove($1, at: every * Double($0 + 1)) }
        let (lit, check) = (try lastMove(query), try Self.check(query))
        let content: BoardScene.Content
        if moves.isEmpty {
            content = .diagram(start.diagram(lastMove: lit?.move, check: check.square))
        } else {
            // Played moves light their own last move and mark their own checks.
            if let lit { throw ServiceError.badParameter(name: lit.name, reason: "lights the position given; with moves, the last one played is lit") }
            if check.square != nil { throw ServiceError.badParameter(name: "check", reason: "a square marks the position given; with moves, their checks are marked") }
            let position: Position
            do { position = try start.playable() } catch {
                throw ServiceError.badParameter(name: "fen", reason: "\(error)" + (error.needsChess960 ? "; chess960=1 reads it as Chess960" : ""))
            }
            do { content = .timeline(try BoardTimeline(start: position, moves: moves)) } catch {
                throw ServiceError.badParameter(name: "moves", reason: "\(error)")
            }
        }
        var orientation: Side = try query.flag("flip") ? .black : .white
        if let side = query.text("orientation") {
            switch side {
            case "white": orientation = .white
            case "black": orientation = .black
            default: throw ServiceError.badParameter(name: "orientation", reason: "'\(side)' is not white or black")
            }
        }
        let boardOptions = BoardOptions(orientation: orientation, coordinates: try query.flag("coordinates"), showsCheck: check.shown)
        let scene = BoardScene(content, theme: try theme(query, options, settings: settings, assets: assets),
                               pieces: try assets.pieces(options.overrides.pieces, settings: settings), options: boardOptions,
                               annotations: try AnnotationParameters.annotations(query))
        let side = try query.integer("size", in: SceneSize.widths)
        if side != nil, options.width != nil { throw ServiceError.badParameter(name: "size", reason: "give size or width, not both") }
        let size = try SceneSize.resolve(box: box, width: side ?? options.width ?? defaultSize, scale: nil)
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

    /// web-boardimage's `lastMove`, else its `lastmove`, read by ChessCore's UCI reader; empty is
    /// none, and `0000` (a pass) lights nothing. With the name it was given by, for a refusal.
    static func lastMove(_ query: QueryParameters) throws(ServiceError) -> (move: Move, name: String)? {
        for name in ["lastMove", "lastmove"] {
            guard let text = query.text(name), !text.isEmpty else { continue }
            do { return (try Move(uci: text), name) } catch { throw .badParameter(name: name, reason: "\(error)") }
        }
        return nil
    }

    /// `check`: web-boardimage's square to mark (`check=h8`), or the switch for a king in check,
    /// on unless turned off (`check=false`, the CLI's `--no-check`).
    static func check(_ query: QueryParameters) throws(ServiceError) -> (square: Square?, shown: Bool) {
        guard let text = query.text("check") else { return (nil, true) }
        if let square = Square(text) { return (square, true) }
        guard text.isEmpty || BooleanWord.value(of: text) != nil else {
            throw .badParameter(name: "check", reason: "'\(text)' is neither a square, as h8, nor one of \(BooleanWord.listed)")
        }
        return (nil, try query.flag("check"))
    }

    /// `theme`, or web-boardimage's `colors` (`lichess-brown`, `lichess-blue`, `wikipedia` are
    /// built-in themes with its colours); a refusal names the parameter given.
    static func theme(_ query: QueryParameters, _ options: StillOptions, settings: ResolvedSettings, assets: LoadedAssets) throws -> BoardTheme {
        guard let colors = query.text("colors") else { return try assets.theme(options.overrides.theme, settings: settings) }
        if options.overrides.theme != nil { throw ServiceError.badParameter(name: "colors", reason: "give colors or theme, not both") }
        do { return try assets.theme(colors, settings: settings) } catch {
            if case let .badParameter("theme", reason) = ServiceError(refusal: error, installRoots: []) {
                throw ServiceError.badParameter(name: "colors", reason: reason)
            }
            throw error
        }
    }
}
