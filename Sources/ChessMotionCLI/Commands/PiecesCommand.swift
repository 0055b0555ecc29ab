import ChessMotion
import BoardKit
import Foundation

struct PiecesCommand: Command {
    static let name = "pieces"
    static let summary = "List the installed piece sets, or draw them all side by side."
    static let help = """
    Usage: chess-motion pieces
           chess-motion pieces --preview [--theme NAME] [--scheme light|dark] [--width PIXELS | --scale K] -o FILE

    Lists every piece set found in the PieceSets folders (yours first, then the built-in ones):
    its name (what --pieces takes), display name, author, licence and folder.

    A piece set is a folder of twelve SVGs named wK wQ wR wB wN wP bK bQ bR bB bN bP (.svg),
    the naming most published sets use, plus an optional manifest.json:
      {"displayName": "...", "author": "...", "license": "...", "description": "..."}
    Drop such a folder into ~/.local/share/chess-motion/PieceSets/ to add a set.

    With --preview, draws every set's twelve pieces in one picture instead.

    Options:
      --preview                draw the sets instead of listing them
      -o, --output FILE        where to write the preview (.png, .svg or .pdf)
      --theme NAME             the board theme whose squares they stand on (default: \(BoardTheme.defaultName))
      --scheme light|dark      colour scheme (default: light)
      --width PIXELS           the preview's width (default: twice its natural size)
      --scale K                the preview's size as a multiple of its natural size

    Examples:
      chess-motion pieces
      chess-motion pieces --preview -o pieces.png
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let preview = arguments.flag("--preview")
        let output = try arguments.value("-o", "--output")
        let options = try RenderingOptions.parse(&arguments)
        try arguments.finish()
        let library = InstalledAssets.standard().pieceSets

        var sets: [PieceSet] = []
        var problems: [PieceSetError] = []
        for name in library.names {
            do { sets.append(try library.pieceSet(named: name)) } catch { problems.append(error) }
        }
        if preview {
            guard let output else { throw UsageError.missingArgument("-o FILE") }
            guard problems.isEmpty else { throw problems[0] }
            guard !sets.isEmpty else { throw PieceSetError.notFound(name: PieceSet.defaultName, known: [], searched: library.folders.map(\.path)) }
            let resolved = try options.resolve()
            try SheetOutput.write(PieceSetSheet(sets: sets, theme: try resolved.loadTheme()), options: options,
                                  resolved: resolved, to: output)
            return 0
        }
        if output != nil { throw UsageError.unexpectedArgument("-o (only with --preview)") }
        let rows = sets.map { set in
            [set.name, set.manifest.displayName, set.manifest.author ?? "-", set.manifest.license ?? "-", set.folder.path]
        }
        Console.out(Table.render(header: ["set", "name", "author", "licence", "folder"], rows: rows))
        for problem in problems { Console.error("chess-motion pieces: error: \(problem)") }
        return problems.isEmpty ? 0 : 1
    }
}
