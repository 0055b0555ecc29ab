import ChessMotion
import ChessScenes
import MotionKit

/// A kit page scene in words, in the settings' language, for the page's accessibility: the
/// stage's accessible name (the scene's alt text) and, at each caption's instant, the words a
/// live region announces and the name the stage takes from then on. Scene seconds, one loop,
/// as the page's player counts them.
struct KitWords: Encodable, Sendable {
    struct Cue: Encodable, Sendable {
        var t: Double
        /// What the live region announces: "1. e4 — white pawn to e4".
        var text: String
        /// The stage's accessible name from `t` on: the scene's alt text there.
        var label: String
    }

    /// The stage's name before the first cue.
    var label: String
    var cues: [Cue]

    init(scene: any MotionScene, words: Localizer) {
        label = SceneAltText.text(of: scene, at: 0, words: words)
        let sounds = (scene as? any SoundTimelineScene)?.soundTimeline
        cues = SceneCaptions(scene: scene, sounds: sounds, words: words).lines.map { line in
            Cue(t: line.time, text: line.text.split(whereSeparator: \.isNewline).joined(separator: " "),
                label: SceneAltText.text(of: scene, at: line.time, words: words))
        }
    }
}
