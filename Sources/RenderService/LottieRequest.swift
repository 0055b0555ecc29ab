import ChessMotion
import Foundation
import MotionExport

/// `GET /scenes/{name}.{json,lottie}` and `POST /render.{json,lottie}` (a script body): one loop
/// as Lottie JSON or a dotLottie archive, made by `LottieOutput` as `render NAME -o x.json` makes
/// it, so the body is the command line's file. The studio's export buttons come here too.
enum LottieRequest {
    /// A still's look and scene choices without its instant or quality, with the loop's `fps`.
    static let names = SceneRequest.names.filter { $0 != "t" && $0 != "quality" } + ["fps"]
    /// A game's choices, with the loop's `fps` and `transparent`.
    static let gameNames = GameRequest.names + ["fps", "transparent"]

    static func contentType(archive: Bool) -> String { archive ? "application/zip" : "application/json" }

    /// Nil for a HEAD (`checkedOnly`), which stops once every check has passed.
    static func scene(named name: String, _ query: QueryParameters, archive: Bool, configuration: ServiceConfiguration,
                      settings: (SceneOverrides) throws -> ResolvedSettings, checkedOnly: Bool = false) throws -> Data? {
        let overrides = try SceneRequest.overrides(query, look: StillOptions.look(query))
        let prepared = try PreparedScene(name, settings: try settings(overrides), overrides: overrides)
        if checkedOnly {
            _ = try Checked(prepared, query, configuration: configuration, postureChosen: overrides.posture != nil)
            return nil
        }
        return try lottie(prepared, query, archive: archive, configuration: configuration, postureChosen: overrides.posture != nil)
    }

    /// A scene script in `body`, named `stem` inside a dotLottie (as `render STEM.scene` names it).
    static func script(_ body: Data, _ query: QueryParameters, archive: Bool, stem: String? = nil, configuration: ServiceConfiguration,
                       settings: (SceneOverrides) throws -> ResolvedSettings) throws -> Data {
        let overrides = try SceneRequest.overrides(query, look: StillOptions.look(query))
        let resolved = try settings(overrides)
        let file = try ScriptRequest.file(body, assets: resolved.installed.sceneAssetNames)
        guard file.check.isValid else { throw ScriptRequest.firstError(of: file.check) }
        let scene = try SceneSource.scriptedScene(file, settings: resolved, overrides: overrides)
        let prepared = try PreparedScene(scene: scene, settings: resolved, displayName: stem ?? "script")
        return try lottie(prepared, query, archive: archive, configuration: configuration, postureChosen: overrides.posture != nil)
    }

    /// A PGN in `body`, as `POST /game.mp4` reads it.
    static func game(_ body: Data, _ query: QueryParameters, archive: Bool, stem: String, configuration: ServiceConfiguration,
                     settings: (SceneOverrides) throws -> ResolvedSettings) throws -> Data {
        let (scene, resolved) = try GameRequest.scene(body, query, settings: settings)
        return try lottie(try PreparedScene(scene: scene, settings: resolved, displayName: stem), query, archive: archive,
                          configuration: configuration, postureChosen: false)
    }

    /// The file, after the caps.
    private static func lottie(_ prepared: PreparedScene, _ query: QueryParameters, archive: Bool, configuration: ServiceConfiguration,
                               postureChosen: Bool) throws -> Data {
        let checked = try Checked(prepared, query, configuration: configuration, postureChosen: postureChosen)
        return try LottieOutput(prepared, size: checked.size, fps: checked.fps, archive: archive, transparent: checked.transparent).data
    }

    /// The choices read and the caps (pixels, frames at the loop's rate) met, before anything is
    /// drawn: all a HEAD does.
    private struct Checked {
        var size: PixelSize
        var fps: Double?
        var transparent: Bool

        init(_ prepared: PreparedScene, _ query: QueryParameters, configuration: ServiceConfiguration, postureChosen: Bool) throws {
            size = try prepared.pixelSize(width: try query.integer("width", in: SceneSize.widths), scale: nil, postureChosen: postureChosen)
            transparent = try query.flag("transparent")
            guard size.width * size.height <= configuration.pixelLimit else {
                throw ServiceError.tooManyPixels(width: size.width, height: size.height, limit: configuration.pixelLimit)
            }
            fps = try query.number("fps", in: FrameSchedule.fpsRange)
            let frames = Int((prepared.scene.duration * (fps ?? LottieOutput.defaultFPS)).rounded(.up))
            guard frames <= configuration.frameLimit else { throw ServiceError.tooManyFrames(count: frames, limit: configuration.frameLimit) }
        }
    }
}
