import BoardKit
import ChessMotion
import FoundationEssentials

struct ThemesCommand: Command {
    static let name = "themes"
    static let summary = "List the installed board themes, or draw them all side by side."
    static let usage = ["themes", "themes --preview [--pieces NAME] [--scheme light|dark] [--width PIXELS | --scale K] -o FILE"]
    static let discussion = """
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
    "board": "wood.jpg" (optional) draws the squares from an image beside the theme file: PNG,
    JPEG or SVG, any size, at most 8 MiB and 4096 x 4096 pixels; the colours still give the
    highlights, check and coordinates.

    With --preview, draws every theme on the same position in one picture instead.
    """

    /// What the preview draws with: every theme, so no --theme; no bots, no device.
    static let previewGroups = [
        OutputOptions.still,
        RenderingOptions.group([RenderingOptions.pieces, RenderingOptions.scheme] + SheetPreview.sizeOptions),
    ]
    static let optionGroups = [OptionGroup("Options", [SheetPreview.option])] + previewGroups

    static let examples = [
        "themes",
        "themes --preview --scheme dark -o themes.png",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let library = InstalledAssets.standard().themes
        return try SheetPreview.listOrPreview(
            arguments, command: name, previewGroups: previewGroups, defaultName: name, names: library.names,
            load: { try library.theme(named: $0) },
            noneInstalled: { BoardThemeError.lookup(.notFound(BoardTheme.defaultName, kind: .boardTheme, known: [], searched: library.folders.map(\.path))) },
            sheet: { themes, resolved in
                (ThemeSheet(themes: themes, pieces: try resolved.loadPieces()), "\(themes.count) themes with \(resolved.pieces) pieces")
            },
            header: ["theme", "name", "file"],
            row: { theme in [theme.name, theme.displayName, (try? library.url(named: theme.name).path) ?? ""] }
        )
    }
}
