import ChessMotionSupport
import FoundationEssentials

/// The themes installed in a list of folders (each holding `NAME.json` files).
///
/// Precedence: the first folder that holds a name wins. Pass the user's own folder first (as
/// `AssetSearchPath.folders(named: "BoardThemes")` does) and a theme a user saves under a
/// built-in name replaces the built-in one; new names simply join the list.
public struct BoardThemeLibrary: Sendable {
    public let folders: [URL]
    private var listing: AssetFolders { AssetFolders(folders: folders, kind: .files(extension: "json")) }

    public init(folders: [URL]) {
        self.folders = folders
    }

    /// Every installed theme's name, sorted.
    public var names: [String] { listing.names }

    /// The file that defines `name`.
    public func url(named name: String) throws(BoardThemeError) -> URL {
        do { return try listing.url(named: name, kind: .boardTheme) } catch { throw .lookup(error) }
    }

    public func theme(named name: String) throws(BoardThemeError) -> BoardTheme {
        try BoardTheme.load(from: url(named: name))
    }

    /// Every installed theme, sorted by name; fails on the first that does not load.
    public func themes() throws(BoardThemeError) -> [BoardTheme] {
        var themes: [BoardTheme] = []
        for name in names { themes.append(try theme(named: name)) }
        return themes
    }
}
