import ChessMotion
import Foundation
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
