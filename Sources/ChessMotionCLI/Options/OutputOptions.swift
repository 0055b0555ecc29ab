import MotionKit

/// `-o`, `--format` and `--quiet` for the commands that write one picture (still, board, curve,
/// sheet, and the themes and pieces previews).
enum OutputOptions {
    static let file = Option(
        "--output", short: "-o", value: "FILE", kind: .text,
        help: "where to write: FILE.png, FILE.jpg, FILE.webp, FILE.svg or FILE.pdf; a folder (one that exists, or a name ending in /), "
            + "where the file is named after what is drawn; or - for standard output. An existing file is "
            + "replaced only once the new one is complete")
    static let format = Option(
        "--format", kind: .choice(ImageFormat.allCases.map(\.rawValue)),
        help: "the format written to - or into a folder; a file's extension decides otherwise",
        default: .text(ImageFormat.png.rawValue))
    static let quiet = Option.flag("--quiet", short: "-q", help: "do not say on stderr what was written")
    /// One option for every lossy output: a still's JPEG or WebP quality, a video's CRF. Each
    /// command checks the number against its format's scale (`StillOutput`, `RenderCommand`).
    static let quality = Option(
        "--quality", value: "N", kind: .integer(nil),
        help: "JPEG quality \(range(of: .jpeg)) or WebP quality \(range(of: .webp)), "
            + "higher is better and bigger; PNG, SVG and PDF have none",
        default: .text(ImageFormat.jpeg.defaultQuality.map(String.init) ?? ""))
    /// A picture or clip with no backdrop, for compositing: `MotionEnvironment.transparentBackground`.
    static let transparent = Option.flag(
        "--transparent",
        help: "leave the background unpainted (alpha 0), everything else drawn as usual; "
            + "for PNG, WebP, SVG and PDF (JPEG has no alpha)")

    static let still = OptionGroup("Output", [file, format, quality, transparent, quiet])

    /// "1-100", as the help and the range errors write a scale.
    static func range(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound)-\(range.upperBound)" }

    static func range(of format: ImageFormat) -> String { format.qualityRange.map(range) ?? "none" }
}
