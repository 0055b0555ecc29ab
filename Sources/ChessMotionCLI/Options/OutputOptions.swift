import MotionKit

/// `-o`, `--format` and `--quiet` for the commands that write one picture (still, board, curve,
/// sheet, and the themes and pieces previews).
enum OutputOptions {
    static let file = Option(
        "--output", short: "-o", value: "FILE", kind: .text,
        help: "where to write: FILE.png, FILE.svg or FILE.pdf; a folder (one that exists, or a name ending in /), "
            + "where the file is named after what is drawn; or - for standard output. An existing file is "
            + "replaced only once the new one is complete")
    static let format = Option(
        "--format", kind: .choice(ImageFormat.allCases.map(\.rawValue)),
        help: "the format written to - or into a folder; a file's extension decides otherwise",
        default: .text(ImageFormat.png.rawValue))
    static let quiet = Option.flag("--quiet", short: "-q", help: "do not say on stderr what was written")

    static let still = OptionGroup("Output", [file, format, quiet])
}
