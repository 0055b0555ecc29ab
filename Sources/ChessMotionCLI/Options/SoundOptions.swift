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
}
