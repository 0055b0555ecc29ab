import BoardKit
import Foundation
import SceneSettings

/// Finds board themes and piece sets for the commands that draw boards, and holds the one
/// place the tool's defaults for them are chosen (until the settings store supplies them).
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

    static func theme(_ options: RenderingOptions) throws -> BoardTheme {
        try themes().theme(named: options.theme ?? defaultTheme)
    }

    static func pieces(_ options: RenderingOptions) throws -> PieceSet {
        try pieceSets().pieceSet(named: options.pieces ?? defaultPieces)
    }
}
