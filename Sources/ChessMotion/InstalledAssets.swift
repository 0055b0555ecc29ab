import SceneScripts
import BoardKit
import ChessMotionSupport
import ChessScenes
import Foundation
import MotionKit
import SceneSettings

/// What is installed where the tool runs: every data folder on one search path, listed by the
/// same libraries that load from it. The one "what is installed" value — so a name that a listing
/// shows, that settings accept and that a render loads are always the same set of names.
public struct InstalledAssets: Sendable {
    /// The folders searched, the user's own first (see `AssetSearchPath`).
    package let searchPath: AssetSearchPath

    package init(searchPath: AssetSearchPath) {
        self.searchPath = searchPath
    }

    /// The standard search path of this process: `$CHESS_MOTION_ASSETS`, the user's data folder,
    /// then the checkout or installed copy.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> InstalledAssets {
        InstalledAssets(searchPath: .standard(environment: environment))
    }

    /// The roots searched, in order, for messages and `settings show`.
    public var roots: [URL] { searchPath.roots }

    public var themes: BoardThemeLibrary { BoardThemeLibrary(folders: searchPath.folders(named: AssetSearchPath.Folder.boardThemes.rawValue)) }
    public var pieceSets: PieceSetLibrary { PieceSetLibrary(folders: searchPath.folders(named: AssetSearchPath.Folder.pieceSets.rawValue)) }

    /// Avatars are drawn in code, so their styles are ChessScenes' own list, not a folder.
    public var avatarStyles: [String] { AvatarStyle.allCases.map(\.rawValue) }

    /// The names settings and flags are checked against.
    public var catalogue: SettingsCatalogue {
        SettingsCatalogue(boardThemes: themes.names, pieceSets: pieceSets.names, avatarStyles: avatarStyles)
    }

    /// The names a scene script's fixed `theme:` and `pieces:` are checked against.
    public var sceneAssetNames: SceneAssetNames {
        SceneAssetNames(themes: themes.names, pieceSets: pieceSets.names)
    }

    /// The built-in defaults' assets, for listings and checks that must not depend on anyone's
    /// settings (scene timings, `validate bots`). Each is read only when a scene asks for it.
    public var defaultSceneAssets: SceneAssets {
        SceneAssets(theme: { try themes.theme(named: AssetDefaults.theme) },
                    pieces: { try pieceSets.pieceSet(named: AssetDefaults.pieces) },
                    avatarStyle: { AvatarStyle.default },
                    bots: { try bots() })
    }

    public static let paletteFile = "Palettes/default.json"

    /// The app's colour tokens, first match on the search path.
    public func palettes() throws -> PaletteSet {
        try PaletteSet.load(from: file(Self.paletteFile))
    }

    /// The bots file, first match on the search path, so a user's own `Bots/bots.json` replaces
    /// the built-in roster.
    public func bots() throws -> BotRoster {
        try BotRoster.load(from: file(BotRoster.relativePath))
    }

    private func file(_ relativePath: String) throws(AssetError) -> URL {
        guard let url = searchPath.file(relativePath) else {
            throw .notFound(relativePath, searched: searchPath.roots.map(\.path))
        }
        return url
    }
}

/// A data file that none of the search path's folders holds.
public enum AssetError: Error, CustomStringConvertible, Sendable {
    case notFound(String, searched: [String])

    public var description: String {
        switch self {
        case .notFound(let file, let searched):
            "cannot find \(file); looked in: \(searched.joined(separator: ", ")) (set CHESS_MOTION_ASSETS to the folder that holds it)"
        }
    }
}
