import ChessMotion
import SceneSettings

/// A video's sound track, declared once for `render` (and read the same way by `batch`'s "sound").
enum SoundOptions {
    static let sound = Option(
        "--sound", value: "SET", kind: .text,
        help: "the sound set a video's track is made of (SoundSets/SET/: Move.wav, Capture.wav, ...; "
            + "'chess-motion sounds' lists them); GIFs are silent",
        default: .setting(.sound))
    static let mute = Option.flag("--mute", help: "no sound track: the video exactly as a silent render writes it")

    static let group = OptionGroup("Sound", [sound, mute])

    /// What the command line asks for; both at once is a contradiction.
    static func choice(_ arguments: ParsedArguments) throws(UsageError) -> ClipSoundChoice {
        let name = arguments.text(sound), muted = arguments.flag(mute)
        if name != nil, muted { throw .conflictingOptions(sound.name, mute.name) }
        return ClipSoundChoice(set: name, mute: muted)
    }
}
