import MotionKit

/// A scene whose sounds come from a `SceneSoundTimeline`: the sound track mixes its cues, and
/// anything else timed to the scene's events (a caption, an announcement) reads the same list,
/// with each move's ply. `PreparedScene.soundTimeline` finds it for any scene.
package protocol SoundTimelineScene: SoundingScene {
    var soundTimeline: SceneSoundTimeline { get }
}

extension SoundTimelineScene {
    package var soundCues: [SoundCue] { soundTimeline.soundCues }
}
