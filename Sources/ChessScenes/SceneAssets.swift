import BoardKit

/// Everything loaded that the catalogue's scenes may be drawn with: the user's board theme,
/// piece set and avatar style, and the bots. The tool builds one from the resolved settings
/// (stored choices plus this run's flags) and hands it to `SceneCatalogue.Entry.make`; scenes
/// that need none of it (coins, clock) ignore it. Loaded once per run, never per frame.
public struct SceneAssets: Sendable {
    public var theme: BoardTheme
    public var pieces: PieceSet
    public var avatarStyle: AvatarStyle
    public var bots: BotRoster

    public init(theme: BoardTheme, pieces: PieceSet, avatarStyle: AvatarStyle, bots: BotRoster) {
        self.theme = theme
        self.pieces = pieces
        self.avatarStyle = avatarStyle
        self.bots = bots
    }
}
