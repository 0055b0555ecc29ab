import ChessMotion
import BoardKit
import Foundation

struct ThemesCommand: Command {
    static let name = "themes"
    static let summary = "List the installed board themes, or draw them all side by side."
    static let help = """
    Usage: chess-motion themes
           chess-motion themes --preview [--pieces NAME] [--scheme light|dark] [--width PIXELS | --scale K] -o FILE

    Lists every board theme found in the BoardThemes folders (yours first, then the built-in
    ones): its name (what --theme takes), its display name and its file. A theme of yours with
    a built-in name replaces the built-in one.

    A theme is a JSON file, NAME.json, in a BoardThemes folder (add yours to
    ~/.local/share/chess-motion/BoardThemes/):
      {"displayName": "Green", "description": "...",
       "light": {"lightSquare": "#EEEED2", "darkSquare": "#769656",
                 "lastMoveLight": "#F6F669", "lastMoveDark": "#BACA2B", "check": "#E5393B",
                 "coordinateOnLight": "#769656", "coordinateOnDark": "#EEEED2", "frame": "#5E7A45"},
       "dark": {... any of the same keys, where the dark scheme differs ...}}
    Colours are #RGB, #RRGGBB or #RRGGBBAA; a bad colour or a missing key names the file and key.

    With --preview, draws every theme on the same position in one picture instead (.png, .svg
    or .pdf, after FILE's extension).

    Options:
      --preview                draw the themes instead of listing them
      -o, --output FILE        where to write the preview
      --pieces NAME            the piece set to draw them with (default: \(PieceSet.defaultName))
      --scheme light|dark      draw the themes' light or dark variants (default: light)
      --width PIXELS           the preview's width (default: twice its natural size)
      --scale K                the preview's size as a multiple of its natural size

    Examples:
      chess-motion themes
      chess-motion themes --preview --scheme dark -o themes.png
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let preview = arguments.flag("--preview")
        let output = try arguments.value("-o", "--output")
        let options = try RenderingOptions.parse(&arguments)
        try arguments.finish()
        let library = InstalledAssets.standard().themes

        var themes: [BoardTheme] = []
        var problems: [BoardThemeError] = []
        for name in library.names {
            do { themes.append(try library.theme(named: name)) } catch { problems.append(error) }
        }
        if preview {
            guard let output else { throw UsageError.missingArgument("-o FILE") }
            guard problems.isEmpty else { throw problems[0] }
            guard !themes.isEmpty else { throw BoardThemeError.notFound(name: BoardTheme.defaultName, known: [], searched: library.folders.map(\.path)) }
            let resolved = try options.resolve()
            try SheetOutput.write(ThemeSheet(themes: themes, pieces: try resolved.loadPieces()), options: options,
                                  resolved: resolved, to: output)
            return 0
        }
        if output != nil { throw UsageError.unexpectedArgument("-o (only with --preview)") }
        let rows = themes.map { theme in
            [theme.name, theme.displayName, (try? library.url(named: theme.name).path) ?? ""]
        }
        Console.out(Table.render(header: ["theme", "name", "file"], rows: rows))
        for problem in problems { Console.error("chess-motion themes: error: \(problem)") }
        return problems.isEmpty ? 0 : 1
    }
}
