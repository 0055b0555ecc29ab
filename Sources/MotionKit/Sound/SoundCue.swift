/// One sound a scene makes: which sound (a file name in a sound set, "Move"), at which scene
/// second. Scenes list their cues from their own plans (the instant a piece lands, a coin
/// drops), so a sound is as much a pure function of time as a frame is.
package struct SoundCue: Sendable, Hashable {
    /// Scene seconds at which the sound starts: the instant its motion lands.
    package var time: Double
    /// The sound's name in a set: `NAME.wav` in the set's folder.
    package var sound: String

    package init(time: Double, sound: String) {
        self.time = time
        self.sound = sound
    }
}

/// A scene that makes sounds. Knows nothing of what they mean: the scene names them, a sound
/// set gives the samples (`SoundSet`), the track mixes them (`SoundTrack`).
package protocol SoundingScene: MotionScene {
    /// Every cue of one loop, in scene time, in order of time.
    var soundCues: [SoundCue] { get }
}
