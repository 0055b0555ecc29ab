import ChessMotion
import Foundation
import MotionExport
import MotionKit

/// `POST /game.gif` with a PGN body: the CLI's `render GAME.pgn --frames moves -o x.gif`, one
/// GIF frame per position as chess sites share games, with the CLI's game options as
/// parameters (`game`, `every`, `flip`, `as`, `comments`, `locale`) and the still options that
/// apply (`theme`, `pieces`, `scheme`, `width`). At widths where squares are whole pixels the
/// GIF is composed from sprites in memory; at others it is written to a private temporary
/// folder, read back, and the folder removed before the answer leaves.
enum GameRequest {
    static let names = ["game", "every", "flip", "as", "comments", "annotations", "check", "locale", "theme", "pieces", "scheme", "width"]

    /// The game in the body with the game options, as `render GAME.pgn` reads them; shared by
    /// the GIF and the videos (`ClipRequest`).
    static func scene(_ body: Data, _ query: QueryParameters,
                      settings: (SceneOverrides) throws -> ResolvedSettings) throws -> (GameScene, ResolvedSettings) {
        guard let text = String(data: body, encoding: .utf8) else { throw ServiceError.badBody(reason: "the body is not UTF-8 text") }
        var overrides = try StillOptions.look(query)
        overrides.locale = query.text("locale")
        overrides.game = GameChoice(number: try query.integer("game", in: GameChoice.numbers) ?? 1, flip: try query.flag("flip"),
                                    asPlayer: query.text("as"), showsComments: try query.flag("comments"),
                                    showsAnnotations: try query.flag("annotations", default: true),
                                    showsCheck: try query.flag("check", default: true))
        let resolved = try settings(overrides)
        do { return (try SceneSource.gameScene(GameFile(name: "body", text: text), settings: resolved, overrides: overrides), resolved) } catch {
            throw ServiceError.badBody(reason: "\(error)")
        }
    }

    static func gif(_ body: Data, _ query: QueryParameters, configuration: ServiceConfiguration,
                    settings: (SceneOverrides) throws -> ResolvedSettings) throws -> Data {
        let delay = try query.number("every", in: 0.02...GameMoveFrames.maximumDelay)
        let width = try query.integer("width", in: 16...4096)
        let (scene, resolved) = try Self.scene(body, query, settings: settings)
        let prepared = try PreparedScene(scene: scene, settings: resolved)
        let size = try prepared.pixelSize(width: width, scale: nil, postureChosen: false)
        guard size.width * size.height <= configuration.pixelLimit else {
            throw ServiceError.tooManyPixels(width: size.width, height: size.height, limit: configuration.pixelLimit)
        }
        let frames = GameMoveFrames(scene: scene, delay: delay)
        guard frames.delays.count <= configuration.frameLimit else {
            throw ServiceError.tooManyFrames(count: frames.delays.count, limit: configuration.frameLimit)
        }
        let renderer = try resolved.renderer(for: frames.positions)
        // Whole-pixel squares (the default 720 among them): composed from sprites in memory, as
        // the CLI does; other widths draw each frame through the exporter.
        if let style = frames.spriteStyle(width: size.width, renderer: renderer) {
            return Data(try frames.spriteGIF(style: style, loopCount: 0))
        }
        let folder = configuration.scratchFolder.appendingPathComponent("chess-motion-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("game.gif")
        // One worker per request: the service already renders several requests at once.
        let exporter = try GIFExporter(renderer: renderer, clip: try frames.clip(), size: size,
                                       parallel: try RenderMemoryBudget.standard.plan(frameSize: size, workers: 1),
                                       options: GIFOptions(loopCount: 0, comment: frames.comment), strategy: .keptChanges, to: output)
        _ = try exporter.export()
        return try Data(contentsOf: output)
    }
}
