import ChessMotion
import Foundation
import MotionKit
import SceneScripts

/// `GET /scenes/{name}.{ext}` and `POST /still.{ext}`: a catalogue scene, or the script in the
/// body, drawn at `t` with the still options and the scene parameters `avatars`, `posture`,
/// `locale` and `reduceMotion`.
enum SceneRequest {
    /// A still's names, with `scale` beside `width` as `still --scale` takes it.
    static let names = ["t", "avatars", "posture", "locale", "reduceMotion", "scale"] + StillOptions.names

    static func overrides(_ query: QueryParameters, look: SceneOverrides) throws(ServiceError) -> SceneOverrides {
        var overrides = look
        overrides.avatars = query.text("avatars")
        overrides.posture = try query.choice("posture", as: DevicePosture.self)
        overrides.locale = query.text("locale")
        if query.text("reduceMotion") != nil { overrides.reduceMotion = try query.flag("reduceMotion") }
        return overrides
    }

    static func still(named name: String, _ query: QueryParameters, format: ImageFormat,
                      settings: (SceneOverrides) throws -> ResolvedSettings) throws -> StillRender {
        let spec = try spec(query, format: format)
        return try still(try PreparedScene(name, settings: try settings(spec.overrides), overrides: spec.overrides), spec)
    }

    static func still(script body: Data, _ query: QueryParameters, format: ImageFormat,
                      settings: (SceneOverrides) throws -> ResolvedSettings) throws -> StillRender {
        let spec = try spec(query, format: format)
        let resolved = try settings(spec.overrides)
        let file = try ScriptRequest.file(body, assets: resolved.installed.sceneAssetNames)
        guard file.check.isValid else { throw ScriptRequest.firstError(of: file.check) }
        let scene = try SceneSource.scriptedScene(file, settings: resolved, overrides: spec.overrides)
        return try still(try PreparedScene(scene: scene, settings: resolved), spec)
    }

    /// The query as a still's spec, checked before any scene is loaded.
    private static func spec(_ query: QueryParameters, format: ImageFormat) throws -> RenderSpec {
        try StillOptions(query, format: format, overrides: try overrides(query, look: StillOptions.look(query)), names: names).spec
    }

    private static func still(_ prepared: PreparedScene, _ spec: RenderSpec) throws -> StillRender {
        let plan = try prepared.plan(spec)
        return StillRender(plan: plan, altText: try prepared.altText(at: plan.time ?? 0))
    }
}
