import BoardKit
import Foundation
import SceneSettings

/// Finds board themes and piece sets for the commands that draw boards. Which ones to draw comes
/// from the resolved settings (the store plus this run's flags).
enum BoardAssets {
    static let defaultTheme = BoardTheme.defaultName
    static let defaultPieces = PieceSet.defaultName

    /// The user's folders come first in the search path, so their themes and sets override
    /// built-ins of the same name.
    static func themes(searchPath: AssetSearchPath = .standard()) -> BoardThemeLibrary {
        BoardThemeLibrary(folders: searchPath.folders(named: "BoardThemes"))
    }

    static func pieceSets(searchPath: AssetSearchPath = .standard()) -> PieceSetLibrary {
        PieceSetLibrary(folders: searchPath.folders(named: "PieceSets"))
    }

    static func theme(_ resolved: ResolvedSettings) throws -> BoardTheme {
        try themes(searchPath: resolved.searchPath).theme(named: resolved.theme)
    }

    static func pieces(_ resolved: ResolvedSettings) throws -> PieceSet {
        try pieceSets(searchPath: resolved.searchPath).pieceSet(named: resolved.pieces)
    }
}
