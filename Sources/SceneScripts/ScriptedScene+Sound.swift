import ChessScenes

extension ScriptedScene: SoundTimelineScene {
    /// Each scripted move, as its piece lands.
    package var soundTimeline: SceneSoundTimeline {
        SceneSoundTimeline(SceneSoundTimeline.moves(of: timeline, motion: motion))
    }
}
