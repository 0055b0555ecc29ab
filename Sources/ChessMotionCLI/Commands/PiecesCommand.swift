import BoardKit
import ChessMotion
import FoundationEssentials

struct PiecesCommand: Command {
    static let name = "pieces"
    static let summary = "List the installed piece sets, or draw them all side by side."
    static let usage = ["pieces", "pieces --preview [--theme NAME] [--scheme light|dark] [--width PIXELS | --scale K] -o FILE"]
    static let discussion = """
    Lists every piece set found in the PieceSets folders (yours first, then the built-in ones):
    its name (what --pieces takes), display name, author, licence and folder.

    A piece set is a folder of twelve SVGs named wK wQ wR wB wN wP bK bQ bR bB bN bP (.svg),
    the naming most published sets use, plus an optional manifest.json:
      {"displayName": "...", "author": "...", "license": "...", "description": "..."}
    Drop such a folder into ~/.local/share/chess-motion/PieceSets/ to add a set.

    With --preview, draws every set's twelve pieces in one picture instead.
    """

    /// What the preview draws with: every set, so no --pieces; the squares they stand on.
    static let previewGroups = [
        OutputOptions.still,
        RenderingOptions.group([
            RenderingOptions.theme.with(help: "the board theme whose squares they stand on"),
            RenderingOptions.scheme,
        ] + SheetPreview.sizeOptions),
    ]
    static let optionGroups = [OptionGroup("Options", [SheetPreview.option])] + previewGroups

    static let examples = [
        "pieces",
        "pieces --preview -o pieces.png",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let library = InstalledAssets.standard().pieceSets
        return try SheetPreview.listOrPreview(
            arguments, command: name, previewGroups: previewGroups, defaultName: name, names: library.names,
            load: { try library.pieceSet(named: $0) },
            noneInstalled: { PieceSetError.lookup(.notFound(PieceSet.defaultName, kind: .pieceSet, known: [], searched: library.folders.map(\.path))) },
            sheet: { sets, resolved in
                (PieceSetSheet(sets: sets, theme: try resolved.loadTheme()), "\(sets.count) piece sets on \(resolved.theme)")
            },
            header: ["set", "name", "author", "licence", "folder"],
            row: { set in [set.name, set.manifest.displayName, set.manifest.author ?? "-", set.manifest.license ?? "-", set.folder.path] }
        )
    }
}
