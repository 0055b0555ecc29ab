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
        let spec = try spec(query, archive: archive, overrides: SceneRequest.overrides(query, look: StillOptions.look(query)))
        let plan = try PreparedScene(name, settings: try settings(spec.overrides), overrides: spec.overrides).plan(spec)
        try configuration.checkCaps(plan)
        return checkedOnly ? nil : try plan.lottie().data
    }

    /// A scene script in `body`, named `stem` inside a dotLottie (as `render STEM.scene` names it).
    static func script(_ body: Data, _ query: QueryParameters, archive: Bool, stem: String? = nil, configuration: ServiceConfiguration,
                       settings: (SceneOverrides) throws -> ResolvedSettings) throws -> Data {
        let spec = try spec(query, archive: archive, overrides: SceneRequest.overrides(query, look: StillOptions.look(query)))
        let resolved = try settings(spec.overrides)
        let file = try ScriptRequest.file(body, assets: resolved.installed.sceneAssetNames)
        guard file.check.isValid else { throw ScriptRequest.firstError(of: file.check) }
        let scene = try SceneSource.scriptedScene(file, settings: resolved, overrides: spec.overrides)
        return try lottie(try PreparedScene(scene: scene, settings: resolved, displayName: stem ?? "script").plan(spec), configuration: configuration)
    }

    /// A PGN in `body`, as `POST /game.mp4` reads it.
    static func game(_ body: Data, _ query: QueryParameters, archive: Bool, stem: String, configuration: ServiceConfiguration,
                     settings: (SceneOverrides) throws -> ResolvedSettings) throws -> Data {
        let spec = try spec(query, archive: archive, overrides: SceneOverrides(), names: gameNames)
        let (scene, resolved) = try GameRequest.scene(body, query, settings: settings)
        return try lottie(try PreparedScene(scene: scene, settings: resolved, displayName: stem).plan(spec), configuration: configuration)
    }

    /// The query as a Lottie output's spec, checked before any scene is loaded.
    private static func spec(_ query: QueryParameters, archive: Bool, overrides: SceneOverrides,
                             names: [String] = names) throws(ServiceError) -> RenderSpec {
        try RenderSpec(query, output: .lottie(archive: archive), overrides: overrides, names: names)
    }

    /// The file, after the caps.
    private static func lottie(_ plan: RenderPlan, configuration: ServiceConfiguration) throws -> Data {
        try configuration.checkCaps(plan)
        return try plan.lottie().data
    }
}
