import ChessMotion
import ChessMotionSupport
import ChessScenes
import FoundationEssentials
import GameGIF
import HTTPServer
import MotionExport
import MotionKit

/// `POST /game.gif` with a PGN body: the CLI's `render GAME.pgn --frames moves -o x.gif`, one
/// GIF frame per position as chess sites share games, with the CLI's game options as
/// parameters (`game`, `every`, `flip`, `as`, `comments`, `locale`) and the still options that
/// apply (`theme`, `pieces`, `scheme`, `width`), written by `GameMoveFrames.writeGIF` as the
/// CLI's is.
enum GameRequest {
    static let names = ["game", "every", "flip", "as", "comments", "annotations", "check", "locale", "theme", "pieces", "scheme", "width"]

    /// The game options and look of a game route, as `render GAME.pgn` reads them.
    static func overrides(_ query: QueryParameters) throws(ServiceError) -> SceneOverrides {
        var overrides = try StillOptions.look(query)
        overrides.locale = query.text("locale")
        overrides.game = GameChoice(number: try query.integer("game", in: GameChoice.numbers) ?? 1, timing: try every(query),
                                    flip: try query.flag("flip"),
                                    asPlayer: query.text("as"), showsComments: try query.flag("comments"),
                                    showsAnnotations: try query.flag("annotations", default: true),
                                    showsCheck: try query.flag("check", default: true))
        return overrides
    }

    /// The game in the body with the game options; the GIF's own, as the videos go through
    /// `ServiceRender`.
    static func scene(_ body: Data, _ query: QueryParameters,
                      settings: (SceneOverrides) throws -> ResolvedSettings) throws -> (GameScene, ResolvedSettings) {
        let text = try ServiceRender.text(of: body)
        let overrides = try overrides(query)
        let resolved = try settings(overrides)
        do { return (try SceneSource.gameScene(GameFile(name: ServiceRender.bodyFile, text: text), settings: resolved, overrides: overrides), resolved) } catch {
            throw ServiceError.badBody(reason: "\(error)")
        }
    }

    /// `every` as `render`'s --every and a batch manifest read it: seconds between moves
    /// within `GameChoice.everyRange`, or `real` for the players' own pace. A video spaces its
    /// moves so; a GIF holds each position so.
    static func every(_ query: QueryParameters) throws(ServiceError) -> GameTiming? {
        guard let text = query.text("every") else { return nil }
        do { return try GameChoice.every(text).timing } catch {
            let range = GameChoice.everyRange
            throw .badParameter(name: "every", reason: "seconds from \(range.lowerBound.trimmed) to \(range.upperBound.trimmed), or real")
        }
    }

    /// `sheets`: the service's kept sprite sheets, so a style asked for before is not drawn again.
    /// `cores`: threads that may draw a sheet and code the frames.
    static func gif(_ body: Data, _ query: QueryParameters, configuration: ServiceConfiguration,
                    settings: (SceneOverrides) throws -> ResolvedSettings, sheets: GameGIFSheetMemory,
                    deadline: RenderDeadline, cores: Int) throws -> HTTPResponse.Body {
        let pace: GamePacing.Pace
        do { pace = try GameMoveFrames.pace(for: try every(query)) } catch is GameMoveFrames.HoldTooLong {
            throw ServiceError.badParameter(name: "every", reason: "a GIF frame is held at most \(GameMoveFrames.maximumDelay.trimmed) s")
        }
        let width = try query.integer("width", in: SceneSize.widths)
        let (scene, resolved) = try Self.scene(body, query, settings: settings)
        let prepared = try PreparedScene(scene: scene, settings: resolved)
        let size = try prepared.pixelSize(width: width, scale: nil, postureChosen: false)
        try configuration.checkPixels(size)
        let frames = GameMoveFrames(scene: scene, pace: pace)
        try configuration.checkFrames(frames.delays.count)
        var parallel = try RenderMemoryBudget.standard.plan(frameSize: size, workers: cores)
        parallel.deadline = deadline
        let renderer = try resolved.renderer(for: frames.positions)
        // The CLI's rule (sprites at whole-pixel squares, the exporter otherwise), streamed from
        // a private file as a clip is.
        return try ClipRequest.written(named: "game.gif", configuration: configuration) { output in
            _ = try frames.writeGIF(size: size, renderer: renderer, parallel: parallel, loopCount: 0, sheets: .memory(sheets), to: output)
        }
    }
}
