import ChessCore
import BoardKit
import MotionKit

/// Every sound a scene makes in one loop, taken from the scene's own plan: a move sounds at its
/// piece's arrival (`BoardTimeline.arrivalTime`, the instant the board draws it landed), a
/// spring's beat at the spring's first peak (the instant the coins scene counts a coin landed).
/// One list that the sound track mixes and that anything else timed to the scene's events (a
/// caption) can read.
package struct SceneSoundTimeline: Sendable, Hashable {
    package struct Cue: Sendable, Hashable {
        /// Scene seconds.
        package var time: Double
        package var sound: SceneSound
        /// For a move's cue, the index of its step in the scene's board timeline.
        package var ply: Int?

        package init(time: Double, sound: SceneSound, ply: Int? = nil) {
            self.time = time
            self.sound = sound
            self.ply = ply
        }
    }

    /// In order of time.
    package let cues: [Cue]

    package init(_ cues: [Cue]) {
        self.cues = cues.sorted { ($0.time, $0.ply ?? -1) < ($1.time, $1.ply ?? -1) }
    }

    /// The cues as the sound track takes them: sound names, no chess.
    package var soundCues: [SoundCue] { cues.map { SoundCue(time: $0.time, sound: $0.sound.rawValue) } }

    /// One cue per move of `timeline`, at its piece's arrival with `motion`.
    package static func moves(of timeline: BoardTimeline, motion: BoardMotion) -> [Cue] {
        timeline.steps.indices.map { index in
            Cue(time: timeline.arrivalTime(ofMove: index, motion: motion), sound: sound(of: timeline.steps[index].effects), ply: index)
        }
    }

    /// Which sound a move makes: a check above all, then a capture, then castling.
    package static func sound(of effects: MoveEffects) -> SceneSound {
        if effects.givesCheck { return .check }
        if effects.captured != nil { return .capture }
        if effects.isCastling { return .castle }
        return .move
    }
}
