/// When each move's caption starts: the instant its piece lands, read from the scene's sound
/// timeline (`SceneSoundTimeline`), the one list of a scene's events that the sound track mixes.
/// Nothing here works an instant out again, so a caption and its sound cannot drift apart.
package enum CaptionInstants {
    /// Each move's ply (its step in the scene's board timeline) and its instant, in order.
    package static func moves(in timeline: SceneSoundTimeline) -> [(ply: Int, time: Double)] {
        timeline.cues.compactMap { cue in cue.ply.map { (ply: $0, time: cue.time) } }
    }
}
