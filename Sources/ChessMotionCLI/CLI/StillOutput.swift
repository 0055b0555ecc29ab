import ChessMotion
import FoundationEssentials
import MotionKit

/// Where one picture goes, from `-o`, `--format` and `--quiet`: a file, a file named after what
/// is drawn inside a folder, or standard output. Commands resolve it before drawing, so a bad
/// name costs no rendering, then hand it the renderer.
struct StillOutput {
    enum Destination: Equatable {
        /// The file, and its path as the user wrote it (plus the name chosen in a folder).
        case file(URL, ImageFormat, shown: String)
        case standardOutput(ImageFormat)

        /// The output as messages name it.
        var shown: String {
            switch self {
            case .file(_, _, let shown): "-o \(shown)"
            case .standardOutput(let format): "\(format.displayName) to standard output"
            }
        }
    }

    let destination: Destination
    let quiet: Bool
    /// JPEG's or WebP's quality, checked against the format's scale; nil for the default.
    let quality: Int?
    /// Draw with no background (`MotionEnvironment.transparentBackground`).
    let transparent: Bool

    var format: ImageFormat {
        switch destination {
        case .file(_, let format, _), .standardOutput(let format): format
        }
    }

    /// `defaultName` names the file inside a folder (`coins` gives `coins.png`).
    init(_ arguments: ParsedArguments, defaultName: String) throws {
        guard let path = arguments.text(OutputOptions.file) else { throw UsageError.missingArgument("-o FILE") }
        destination = try Self.destination(path, format: arguments.choice(OutputOptions.format, as: ImageFormat.self),
                                           defaultName: defaultName)
        quiet = arguments.flag(OutputOptions.quiet)
        quality = arguments.integer(OutputOptions.quality)
        transparent = arguments.flag(OutputOptions.transparent)
        try Self.check(quality: quality, transparent: transparent, format: format, output: destination.shown)
        if case .file(let url, _, _) = destination { try StillWriter.checkWritable(url) }
    }

    /// `--quality` only where the format has a scale, and inside it; `--transparent` only where
    /// the format keeps alpha: a still's `RenderSpec`, checked before any drawing.
    static func check(quality: Int?, transparent: Bool, format: ImageFormat, output: String) throws(UsageError) {
        var spec = RenderSpec(output: .still(format))
        (spec.quality, spec.transparent) = (quality, transparent)
        do throws(RenderSpecError) { try spec.check() } catch {
            throw UsageError(error, output: output, family: { error.field == .quality ? "\($0.name) stills" : $0.name })
        }
    }

    static func destination(_ path: String, format: ImageFormat?, defaultName: String) throws -> Destination {
        if path == OutputPath.standardOutput { return .standardOutput(format ?? .png) }
        let url = URL(fileURLWithPath: path)
        if OutputPath.isFolder(path) {
            let chosen = format ?? .png
            let name = "\(defaultName).\(chosen.rawValue)"
            return .file(url.appendingPathComponent(name), chosen, shown: path.hasSuffix("/") ? path + name : path + "/" + name)
        }
        try OutputPath.requireExtension(path, fileForm: "\(path).\((format ?? .png).rawValue)",
                                        folderMeaning: "a folder (the file is then named \(defaultName).\((format ?? .png).rawValue))")
        let named = try StillWriter.format(for: url)
        if let format, format != named {
            throw UsageError.conflictingOptions("--format \(format.rawValue)", "-o \(path)")
        }
        return .file(url, named, shown: path)
    }

    /// Draws `renderer`'s frame at `t` and writes it; `what` says what it shows, for the report.
    func write(_ renderer: FrameRenderer, at t: Double, size: PixelSize, what: String) throws {
        var renderer = renderer
        if transparent { renderer.environment.transparentBackground = true }
        try write(try renderer.encodedStill(at: t, size: size, format: format, quality: quality), size: size, what: what)
    }

    /// Writes an encoded picture, replacing an existing file only once it is whole, and says so.
    func write(_ data: Data, size: PixelSize, what: String) throws {
        let details = [format.displayName, WrittenOutput.pixels(size), what, WrittenOutput.bytes(data.count)]
        switch destination {
        case .file(let url, _, let shown):
            try StillWriter.write(data, to: url)
            WrittenOutput(target: shown, details: details).report(quiet: quiet)
        case .standardOutput:
            try Console.outData(data)
            WrittenOutput(target: "to standard output", details: details).report(quiet: quiet)
        }
    }
}
