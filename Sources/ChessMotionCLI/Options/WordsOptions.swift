import ChessMotion
import ChessScenes
import FoundationEssentials
import MotionExport

/// The words a picture or a video carries for those who cannot see or hear it: `--captions` on
/// `render`, `--alt` on `still` and `board`. Both speak the scene's language (`--locale`).
enum WordsOptions {
    static let captions = Option.flag(
        "--captions",
        help: "captions in the scene's language (--locale): each move in words as its piece lands, the scene's own text, "
            + "a game's comments; a subtitle track in the video and NAME.vtt (WebVTT) beside it")
    static let alt = Option.flag(
        "--alt",
        help: "print the picture's alt text in the scene's language (--locale): the text on screen, who is to move, "
            + "every piece on its square, the last move, check, the marks; on standard error when the picture goes to standard output")

    /// The outputs that carry a subtitle track, as the help and the refusal name them.
    static let captionedOutputs = VideoFormat.allCases.filter { $0.subtitleCodec != nil }.map { ".\($0.rawValue)" }

    /// Prints `text` as `--alt` asks: on standard output, unless the picture itself goes there.
    static func printAlt(_ text: String, pictureOnStandardOutput: Bool) {
        if pictureOnStandardOutput { Console.error(text) } else { Console.out(text) }
    }
}
