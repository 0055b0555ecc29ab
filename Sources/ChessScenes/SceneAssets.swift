import BoardKit

/// What the catalogue's scenes may be drawn with: the user's board theme, piece set and avatar
/// style, and the bots. The tool builds one from the resolved settings (stored choices plus
/// this run's flags) and hands it to `SceneCatalogue.Entry.make`.
///
/// Each asset is fetched on demand, once per `make`, by the scenes that use it: the coins and
/// clock scenes never touch the board theme, so a theme that fails to load cannot stop them.
/// Build it from loaded values (tests, embedding apps) or from loaders (the tool, which then
/// reads only the files the chosen scene needs).
public struct SceneAssets: Sendable {
    private let loadTheme: @Sendable () throws -> BoardTheme
    private let loadPieces: @Sendable () throws -> PieceSet
    private let loadAvatarStyle: @Sendable () throws -> AvatarStyle
    private let loadBots: @Sendable () throws -> BotRoster

    /// Assets already loaded.
    public init(theme: BoardTheme, pieces: PieceSet, avatarStyle: AvatarStyle, bots: BotRoster) {
        self.init(theme: { theme }, pieces: { pieces }, avatarStyle: { avatarStyle }, bots: { bots })
    }

    /// Assets loaded when a scene asks for them; a loader's error is the scene's `make` error.
    public init(theme: @escaping @Sendable () throws -> BoardTheme, pieces: @escaping @Sendable () throws -> PieceSet,
                avatarStyle: @escaping @Sendable () throws -> AvatarStyle, bots: @escaping @Sendable () throws -> BotRoster) {
        loadTheme = theme
        loadPieces = pieces
        loadAvatarStyle = avatarStyle
        loadBots = bots
    }

    public func theme() throws -> BoardTheme { try loadTheme() }
    public func pieces() throws -> PieceSet { try loadPieces() }
    public func avatarStyle() throws -> AvatarStyle { try loadAvatarStyle() }
    public func bots() throws -> BotRoster { try loadBots() }
}
