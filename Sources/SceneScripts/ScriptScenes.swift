import BoardKit
import ChessScenes
import MotionKit

/// A validated script made into the scene it describes: a bot intro (`BotsScene`) or a board
/// with captions (`ScriptedScene`). The one way a script becomes a scene, for the built-in
/// `bots` scene and a user's `.scene` file alike, so the two draw the same bytes.
package enum ScriptScenes {
    /// `check` must be valid. The scene draws with `assets`' theme, pieces, avatar style, bots
    /// and words; each is loaded only if the scene uses it.
    package static func scene(from check: ScriptCheck, assets: SceneAssets) throws -> any MotionScene {
        guard check.isValid, let script = check.script, let timeline = check.validation.timeline else {
            throw SceneScriptError.invalid(check.validation.errors)
        }
        if let plan = script.introPlan(timeline: timeline) {
            return try BotsScene(plan: plan, theme: assets.theme(), pieces: assets.pieces(), avatarStyle: assets.avatarStyle(),
                                 roster: assets.bots(), words: assets.words())
        }
        return ScriptedScene(script: script, timeline: timeline, theme: try assets.theme(), pieces: try assets.pieces(),
                             words: try assets.words())
    }
}
