import ChessScenes
import MotionExport
import MotionKit

/// Which sound a clip carries: the standard set unless asked otherwise, or none (`--mute`).
/// A muted clip is byte for byte the file ChessMotion wrote before videos had sound.
package enum ClipSoundChoice: Sendable, Hashable {
    /// The sound set of that name (`SoundSets/NAME/`).
    case set(String)
    case mute

    /// The set every video sounds with unless told otherwise.
    package static let standard = ClipSoundChoice.set(StandardSoundSet.name)

    /// `--sound NAME` and `--mute` as given; the standard set when neither is.
    package init(set name: String?, mute: Bool) {
        self = mute ? .mute : name.map(ClipSoundChoice.set) ?? .standard
    }
}

extension PreparedScene {
    /// The samples of `schedule`'s part of the clip for `choice`, nil when the clip is silent:
    /// muted, a format with no audio (GIF), or a scene that makes no sound.
    package func soundSamples(_ choice: ClipSoundChoice, format: VideoFormat, schedule: FrameSchedule) throws -> [Int16]? {
        guard case .set(let name) = choice, format.audioEncoderArguments != nil,
              let sounding = scene as? any SoundingScene else { return nil }
        let set = try settings.installed.soundSets.soundSet(named: name)
        return ClipSound(cues: sounding.soundCues, set: set, schedule: schedule).pcm
    }
}
