import ChessMotionSupport
/// The user's own choices for how scenes are drawn. Scenes never read this from a global: the
/// tool loads it once (from `SettingsStore`, then per-run overrides) and passes it down.
///
/// Names (theme, piece set, avatar style) are kept as names, not paths or loaded assets: this
/// module knows nothing of the renderer, and a name is checked against a `SettingsCatalogue` of
/// what is installed when it is chosen or used.
public struct UserSettings: Sendable, Hashable {
    /// The schema this version of the tool reads and writes (the settings file's `"version"`).
    /// Older files are migrated when read; newer ones are refused rather than misread.
    public static let schemaVersion = 1

    /// Light or dark appearance, mirrored here so that this module needs no renderer.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        case light, dark
    }

    public var theme: String
    public var pieces: String
    public var avatars: String
    public var scheme: Scheme
    public var reduceMotion: Bool
    /// The language scenes draw their words in: a strings file's locale ("en", "es").
    public var locale: String
    /// The sound set videos sound with: a folder `SoundSets/<name>/`.
    public var sound: String

    /// What serves on a fresh machine with nothing configured.
    public static let defaults = UserSettings(theme: AssetDefaults.theme, pieces: AssetDefaults.pieces, avatars: AssetDefaults.avatars,
                                              scheme: .light, reduceMotion: false, locale: AssetDefaults.locale,
                                              sound: AssetDefaults.sound)

    public init(theme: String, pieces: String, avatars: String, scheme: Scheme, reduceMotion: Bool,
                locale: String = UserSettings.defaults.locale, sound: String = UserSettings.defaults.sound) {
        self.theme = theme
        self.pieces = pieces
        self.avatars = avatars
        self.scheme = scheme
        self.reduceMotion = reduceMotion
        self.locale = locale
        self.sound = sound
    }
}
