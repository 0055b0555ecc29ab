import ChessMotion
import Foundation
import MotionKit
import SceneScripts

/// `GET /scenes/{name}.{ext}` and `POST /still.{ext}`: a catalogue scene, or the script in the
/// body, drawn at `t` with the still options and the scene parameters `avatars`, `posture`,
/// `locale` and `reduceMotion`.
enum SceneRequest {
    static let names = ["t", "avatars", "posture", "locale", "reduceMotion"] + StillOptions.names

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
        let options = try StillOptions(query, format: format)
        let overrides = try overrides(query, look: options.overrides)
        let prepared = try PreparedScene(name, settings: try settings(overrides), overrides: overrides)
        return try still(prepared, query, options: options, format: format, postureChosen: overrides.posture != nil)
    }

    static func still(script body: Data, _ query: QueryParameters, format: ImageFormat,
                      settings: (SceneOverrides) throws -> ResolvedSettings) throws -> StillRender {
        let options = try StillOptions(query, format: format)
        let overrides = try overrides(query, look: options.overrides)
        let resolved = try settings(overrides)
        let file = try ScriptRequest.file(body, assets: resolved.installed.sceneAssetNames)
        guard file.check.isValid else { throw ScriptRequest.firstError(of: file.check) }
        let scene = try SceneSource.scriptedScene(file, settings: resolved, overrides: overrides)
        let prepared = try PreparedScene(scene: scene, settings: resolved)
        return try still(prepared, query, options: options, format: format, postureChosen: overrides.posture != nil)
    }

    private static func still(_ prepared: PreparedScene, _ query: QueryParameters, options: StillOptions, format: ImageFormat,
                              postureChosen: Bool) throws -> StillRender {
        let requested = try query.number("t", in: 0...prepared.scene.duration)
        let size = try prepared.pixelSize(width: options.width, scale: nil, postureChosen: postureChosen)
        let time = try prepared.stillTime(requested: requested)
        return StillRender(renderer: options.applied(to: prepared.renderer), time: time, size: size, format: format,
                           quality: options.quality, altText: try prepared.altText(at: time))
    }
}
