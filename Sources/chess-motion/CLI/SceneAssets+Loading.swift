import BoardKit
import ChessScenes
import Foundation
import SceneSettings

extension SceneAssets {
    /// The assets the resolved settings chose (stored settings with this run's flags on top),
    /// read from the folders they were checked against — each only when a scene asks for it,
    /// so `still coins` never reads a board theme.
    static func resolved(_ resolved: ResolvedSettings) -> SceneAssets {
        named(theme: resolved.theme, pieces: resolved.pieces, avatars: resolved.avatars, searchPath: resolved.searchPath)
    }

    /// The built-in defaults, for listings that must not depend on anyone's settings.
    static func defaults(searchPath: AssetSearchPath = .standard()) -> SceneAssets {
        named(theme: BoardTheme.defaultName, pieces: PieceSet.defaultName, avatars: AvatarStyle.default.rawValue,
              searchPath: searchPath)
    }

    static func named(theme: String, pieces: String, avatars: String, searchPath: AssetSearchPath) -> SceneAssets {
        SceneAssets(
            theme: { try BoardAssets.themes(searchPath: searchPath).theme(named: theme) },
            pieces: { try BoardAssets.pieceSets(searchPath: searchPath).pieceSet(named: pieces) },
            avatarStyle: {
                guard let style = AvatarStyle(rawValue: avatars) else {
                    throw SceneAssetError.unknownAvatarStyle(avatars, known: AvatarStyle.allCases.map(\.rawValue))
                }
                return style
            },
            bots: { try AssetLoading.bots(searchPath: searchPath) }
        )
    }
}

extension AssetLoading {
    /// The bots file, first match on the search path, so a user's own `Bots/bots.json`
    /// replaces the built-in roster.
    static func bots(searchPath: AssetSearchPath = .standard()) throws -> BotRoster {
        guard let url = searchPath.file(BotRoster.relativePath) else {
            throw AssetError.notFound(BotRoster.relativePath, searched: searchPath.roots.map(\.path))
        }
        return try BotRoster.load(from: url)
    }
}

enum SceneAssetError: Error, CustomStringConvertible {
    case unknownAvatarStyle(String, known: [String])

    var description: String {
        switch self {
        case let .unknownAvatarStyle(name, known):
            "unknown avatar style '\(name)'; the styles are: \(known.joined(separator: ", "))"
        }
    }
}
