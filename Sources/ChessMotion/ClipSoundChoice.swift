import ChessScenes
import MotionExport
import MotionKit

/// Which sound a clip carries: the settings' sound set (`standard` unless set) unless asked
/// otherwise, or none (`--mute`). A muted clip is byte for byte the file ChessMotion wrote
/// before videos had sound.
package enum ClipSoundChoice: Sendable, Hashable {
    /// The sound set the settings name (`settings set sound NAME`).
    case fromSettings
    /// The sound set of that name (`SoundSets/NAME/`).
    case set(String)
    case mute

    /// `--sound NAME` and `--mute` as given; the settings' set when neither is.
    package init(set name: String?, mute: Bool) {
        self = mute ? .mute : name.map(ClipSoundChoice.set) ?? .fromSettings
    }
}

extension PreparedScene {
    /// The scene's sound cues with what they mean (which sound, which ply), nil for a scene that
    /// makes none: the one list the sound track and captions read.
    package var soundTimeline: SceneSoundTimeline? { (scene as? any SoundTimelineScene)?.soundTimeline }

    /// The samples of `schedule`'s part of the clip for `choice`, nil when the clip is silent:
    /// muted, a format with no audio (GIF), or a scene that makes no sound.
    package func soundSamples(_ choice: ClipSoundChoice, format: VideoFormat, schedule: FrameSchedule) throws -> [Int16]? {
        let name: String
        switch choice {
        case .mute: return nil
        case .fromSettings: name = settings.settings.sound
        case .set(let chosen): name = chosen
        }
        guard format.audioEncoderArguments != nil, let sounding = scene as? any SoundingScene else { return nil }
        let set = try settings.installed.soundSets.soundSet(named: name)
        return ClipSound(cues: sounding.soundCues, set: set, schedule: schedule).pcm
    }
}
