import ChessMotion
import GIFCodec
import MotionExport

/// `render`'s GIF-only options, declared once: how often the GIF repeats, and whether a game
/// is drawn as animated springs or one frame per position.
enum GIFOutputOptions {
    static let loop = Option(
        "--loop", value: "N", kind: .integer(GIFFrameCoder.fieldValues),
        help: "for a .gif: 0 repeats forever; N stores the loop count N (browsers play it N + 1 times)",
        default: .text("forever with --playback loop, else played once"))
    static let frames = Option(
        "--frames", kind: .choice(FrameStyle.allCases.map(\.rawValue)),
        help: "for a .gif of a PGN file: springs animates every move; moves is one frame per position "
            + "(--every seconds each, \(GameMoveFrames.defaultDelay.trimmed) s by default, the last held "
            + "\(GameMoveFrames.finalHold.trimmed) s), a small file to share",
        default: .text(FrameStyle.springs.rawValue))

    static let group = OptionGroup("GIF", [loop, frames])

    enum FrameStyle: String, CaseIterable {
        case springs, moves
    }
}
