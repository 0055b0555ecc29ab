import ChessMotionSupport
import MotionKit

/// A board's look, read from a data file in `BoardThemes/` so that a theme can be added
/// without recompiling. The dark scheme's colours are the light ones with the file's overrides.
public struct BoardTheme: Sendable, Hashable {
    /// The file's name without `.json`: what settings and `--theme` refer to.
    public let name: String
    public let displayName: String
    public let description: String
    public let light: BoardColors
    public let dark: BoardColors
    /// The squares as an image (`"board": "wood.jpg"`) instead of the two square colours; the
    /// highlights, check and coordinates still take the scheme's colours.
    public let board: BoardTexture?

    public init(name: String, displayName: String, description: String = "", light: BoardColors, dark: BoardColors,
                board: BoardTexture? = nil) {
        self.name = name
        self.displayName = displayName
        self.description = description
        self.light = light
        self.dark = dark
        self.board = board
    }

    public subscript(scheme: ColorScheme) -> BoardColors {
        scheme == .light ? light : dark
    }

    /// The theme every setting falls back to (a fixed name all modules rely on).
    public static let defaultName = AssetDefaults.theme
}
