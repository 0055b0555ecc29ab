import BoardKit

/// What the catalogue's scenes may be drawn with: the user's board theme, piece set and avatar
/// style, the bots, the words in the user's locale, and the scripts the built-in scenes are
/// written as. The tool builds one from the resolved settings (stored choices plus this run's
/// flags) and hands it to `SceneCatalogue.Entry.make`.
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
    private let loadWords: @Sendable () throws -> Localizer
    private let loadScript: @Sendable (String) throws -> String

    /// Assets already loaded; `scripts` maps a built-in scene's name to its script's text.
    public init(theme: BoardTheme, pieces: PieceSet, avatarStyle: AvatarStyle, bots: BotRoster, words: Localizer,
                scripts: [String: String]) {
        self.init(theme: { theme }, pieces: { pieces }, avatarStyle: { avatarStyle }, bots: { bots }, words: { words },
                  script: { name in
                      guard let text = scripts[name] else { throw SceneAssetsError.noScript(name) }
                      return text
                  })
    }

    /// Assets loaded when a scene asks for them; a loader's error is the scene's `make` error.
    /// `script` returns the text of the script a built-in scene is written as (`Scenes/NAME.scene`).
    public init(theme: @escaping @Sendable () throws -> BoardTheme, pieces: @escaping @Sendable () throws -> PieceSet,
                avatarStyle: @escaping @Sendable () throws -> AvatarStyle, bots: @escaping @Sendable () throws -> BotRoster,
                words: @escaping @Sendable () throws -> Localizer, script: @escaping @Sendable (String) throws -> String) {
        loadTheme = theme
        loadPieces = pieces
        loadAvatarStyle = avatarStyle
        loadBots = bots
        loadWords = words
        loadScript = script
    }

    public func theme() throws -> BoardTheme { try loadTheme() }
    public func pieces() throws -> PieceSet { try loadPieces() }
    public func avatarStyle() throws -> AvatarStyle { try loadAvatarStyle() }
    public func bots() throws -> BotRoster { try loadBots() }
    public func words() throws -> Localizer { try loadWords() }
    public func script(named name: String) throws -> String { try loadScript(name) }

    /// The same assets with another theme and piece set: a script's fixed choice, or this run's.
    public func with(theme: @escaping @Sendable () throws -> BoardTheme,
                     pieces: @escaping @Sendable () throws -> PieceSet) -> SceneAssets {
        SceneAssets(theme: theme, pieces: pieces, avatarStyle: loadAvatarStyle, bots: loadBots, words: loadWords, script: loadScript)
    }
}

/// A built-in scene's script that the assets do not hold.
public enum SceneAssetsError: Error, Hashable, Sendable, CustomStringConvertible {
    case noScript(String)

    public var description: String {
        switch self {
        case .noScript(let name): "no script for the built-in scene '\(name)' (Scenes/\(name).scene)"
        }
    }
}
