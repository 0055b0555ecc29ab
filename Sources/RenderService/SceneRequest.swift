import ChessMotion
import FoundationEssentials
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

    /// A catalogue scene's still, or the script in a body's, as `still` draws it.
    static func still(_ subject: RenderSubject, _ query: QueryParameters, format: ImageFormat,
                      settings: (SceneOverrides) throws -> ResolvedSettings) throws -> StillRender {
        // Only a catalogue scene or a script comes here, so no game's names apply.
        let plan = try ServiceRender(subject, output: .still(format), query, names: names, gameNames: []).plan(settings: settings)
        return StillRender(plan: plan, altText: try plan.scene.altText(at: plan.time ?? 0))
    }
}
