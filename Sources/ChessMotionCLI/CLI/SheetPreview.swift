import ChessMotion
import FoundationEssentials
import MotionKit

/// `themes --preview` and `pieces --preview`: every theme or every piece set in one picture.
/// The options that shape the picture apply only with --preview; without it they are refused
/// rather than ignored.
enum SheetPreview {
    static let option = Option.flag("--preview", help: "draw them all in one picture instead of listing them")

    /// Sheets are wider than a scene, so without `--width`/`--scale` they are drawn at twice
    /// their box, sharp enough to judge a piece's detail.
    static let defaultScale = 2.0

    static var sizeOptions: [Option] {
        RenderingOptions.sizeOptions(box: "the picture's natural size", defaultSize: "twice its natural size")
    }

    /// Fails when a preview-only option is given without --preview.
    static func refuseWithoutPreview(_ arguments: ParsedArguments, previewGroups: [OptionGroup]) throws(UsageError) {
        for option in previewGroups.flatMap(\.options) where arguments.isPresent(option) {
            throw .optionNotHere(option.name, onlyWith: self.option.name)
        }
    }

    static func write(_ sheet: any MotionScene, options: RenderingOptions, resolved: ResolvedSettings,
                      to output: StillOutput, what: String) throws {
        let size = try OutputSize.resolve(box: sheet.box, width: options.width,
                                          scale: options.width == nil ? (options.scale ?? defaultScale) : nil)
        try output.write(try resolved.renderer(for: sheet), at: sheet.stillTime, size: size, what: what)
    }
}

extension SheetPreview {
    /// The one flow of `themes` and `pieces`: load every installed asset, then either draw them
    /// all in one picture (--preview; any that fails to load stops it) or list them in a table,
    /// naming each that fails to load after the table (exit 1 if any did).
    static func listOrPreview<Asset>(
        _ arguments: ParsedArguments, command: String, previewGroups: [OptionGroup], defaultName: String,
        names: [String], load: (String) throws -> Asset, noneInstalled: () -> any Error,
        sheet: ([Asset], ResolvedSettings) throws -> (scene: any MotionScene, what: String),
        header: [String], row: (Asset) -> [String]
    ) throws -> Int32 {
        try arguments.noPositionals()
        let preview = arguments.flag(option)
        if !preview { try refuseWithoutPreview(arguments, previewGroups: previewGroups) }
        let options = try RenderingOptions(arguments)
        let output = preview ? try StillOutput(arguments, defaultName: defaultName) : nil

        var assets: [Asset] = []
        var problems: [any Error] = []
        for name in names {
            do { assets.append(try load(name)) } catch { problems.append(error) }
        }
        if let output {
            if let problem = problems.first { throw problem }
            guard !assets.isEmpty else { throw noneInstalled() }
            let resolved = try options.resolve()
            let (scene, what) = try sheet(assets, resolved)
            try write(scene, options: options, resolved: resolved, to: output, what: what)
            return 0
        }
        Console.out(Table.render(header: header, rows: assets.map(row)))
        for problem in problems { Console.error("chess-motion \(command): error: \(problem)") }
        return problems.isEmpty ? 0 : 1
    }
}
