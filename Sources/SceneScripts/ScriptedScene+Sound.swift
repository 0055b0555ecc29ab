import ChessScenes
import MotionKit

extension ScriptedScene: SoundingScene {
    /// Each scripted move, as its piece lands.
    package var soundTimeline: SceneSoundTimeline {
        SceneSoundTimeline(SceneSoundTimeline.moves(of: timeline, motion: motion))
    }

    package var soundCues: [SoundCue] { soundTimeline.soundCues }
}
