import BoardKit
import ChessScenes
import FoundationEssentials
import MotionKit
import SceneSettings

/// What one render draws with: the settings file read once, this run's overrides on top, and the
/// one search path every asset is listed and loaded from. Scenes receive these values; they never
/// read the store or the environment themselves.
///
/// A name the settings file stored is checked only when a scene needs that asset: removing a
/// stored theme must not stop `still coins`, which draws no board. A name given for this run is
/// checked at once, since the user just typed it.
public struct ResolvedSettings: Sendable {
    /// The effective choices: theme, pieces, avatars, scheme, reduce motion, locale.
    public let settings: UserSettings
    /// The colour scheme, reduce motion and posture as a scene sees them.
    public let environment: MotionEnvironment
    /// Where every asset is listed and loaded from.
    public let installed: InstalledAssets
    /// The settings file that was read (it need not exist).
    public let settingsFile: URL
    /// Where each stored asset name came from, for the message when it turns out to be missing.
    private let origins: [SettingsKey: SettingsValueOrigin]
    /// The words and palettes once read, shared by every copy of these settings.
    private let reads = SettingsReads()

    /// Reads the settings file (`settingsFile`, else `$CHESS_MOTION_SETTINGS`, else the standard
    /// location) and applies `overrides`.
    public init(settingsFile: String? = nil, overrides: SceneOverrides = SceneOverrides(),
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try self.init(settingsFile: settingsFile, overrides: overrides, installed: .standard(environment: environment),
                      environment: environment)
    }

    public init(settingsFile: String?, overrides: SceneOverrides, installed: InstalledAssets,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let store = try SettingsStore(explicitPath: settingsFile, environment: environment)
        let document = try store.load()
        let catalogue = installed.catalogue
        let overriding = overrides.settingsOverrides
        settings = try document.resolved(with: overriding, catalogue: catalogue, checkingStoredNames: false)
        var origins: [SettingsKey: SettingsValueOrigin] = [:]
        for key in document.storedKeys { origins[key] = document.origin(of: key) }
        for override in overriding { origins[override.key] = .option(override.option) }
        self.origins = origins
        self.environment = MotionEnvironment(colorScheme: ColorScheme(settings.scheme), reduceMotion: settings.reduceMotion,
                                        posture: overrides.posture ?? .phone)
        self.installed = installed
        self.settingsFile = store.file
    }

    /// The board theme's name (`BoardThemes/NAME.json` on the search path).
    public var theme: String { settings.theme }
    /// The piece set's name (`PieceSets/NAME/` on the search path).
    public var pieces: String { settings.pieces }
    /// The bot avatar style's name.
    public var avatars: String { settings.avatars }
    /// The locale scenes speak (`Strings/<locale>.json` on the search path).
    public var locale: String { settings.locale }

    /// The chosen board theme, loaded; a stored name that is no longer installed is reported
    /// against the settings file and key.
    public func loadTheme(named name: String? = nil) throws -> BoardTheme {
        let name = name ?? theme
        if name == theme { try checkStored(.theme, as: .boardTheme) }
        return try installed.themes.theme(named: name)
    }

    /// The chosen piece set, loaded (parsed once: keep it rather than loading per frame).
    public func loadPieces(named name: String? = nil) throws -> PieceSet {
        let name = name ?? pieces
        if name == pieces { try checkStored(.pieces, as: .pieceSet) }
        return try installed.pieceSets.pieceSet(named: name)
    }

    public func loadAvatarStyle() throws -> AvatarStyle {
        try checkStored(.avatars, as: .avatarStyle)
        guard let style = AvatarStyle(rawValue: avatars) else {
            throw SettingsError.unknownName(origin: origins[.avatars] ?? .argument, key: .avatars, kind: .avatarStyle,
                                            name: avatars, valid: installed.avatarStyles)
        }
        return style
    }

    /// The words of the chosen locale, English beneath; a stored locale that is no longer
    /// installed is reported against the settings file and key.
    public func loadWords() throws -> Localizer {
        try checkStored(.locale, as: .locale)
        return try reads.words.value { try installed.words(locale: locale) }
    }

    /// The assets the scene catalogue builds from, each read only when a scene asks for it, so
    /// `still coins` never reads a board theme.
    public var sceneAssets: SceneAssets {
        SceneAssets(theme: { try loadTheme() }, pieces: { try loadPieces() }, avatarStyle: { try loadAvatarStyle() },
                    bots: { [installed] in try installed.bots() }, words: { try loadWords() },
                    script: { [installed] in try installed.sceneScript(named: $0) })
    }

    /// A renderer for `scene` in the user's palettes, colour scheme, reduce motion and posture:
    /// how every rendering command turns a scene into frames.
    public func renderer(for scene: any MotionScene) throws -> FrameRenderer {
        FrameRenderer(scene: scene, palettes: try reads.palettes.value { try installed.palettes() }, environment: environment)
    }

    /// The instant a still shows: under reduce motion always the scene's still frame, as the
    /// app shows it; otherwise the requested time, or the still frame when none was asked for.
    public func stillTime(of scene: any MotionScene, requested: Double?) -> Double {
        environment.reduceMotion ? scene.stillTime : (requested ?? scene.stillTime)
    }

    /// A stored name is checked against what is installed when its asset is needed, with the
    /// file and key in the message (defaults are not the user's input and are not checked here:
    /// whatever loads them reports the folders it searched).
    private func checkStored(_ key: SettingsKey, as kind: AssetKind) throws {
        guard let origin = origins[key], case .file = origin else { return }
        try installed.catalogue.check(key.text(in: settings), as: kind, key: key, from: origin)
    }
}
