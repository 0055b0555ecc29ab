import MotionKit
import SceneSettings

/// This run's choices on top of the stored settings — the command line's `--theme`, `--scheme`,
/// `--posture` and the like, or a Swift caller's equivalent. Used for one render and never
/// written back to the settings store.
public struct SceneOverrides: Sendable, Hashable {
    public var theme: String?
    public var pieces: String?
    public var avatars: String?
    public var scheme: ColorScheme?
    /// True draws the still frame as the app does for Reduce Motion; false animates even if the
    /// settings turn it on; nil keeps the stored choice.
    public var reduceMotion: Bool?
    /// Not a setting: a property of the device a scene is shown on. Phone when nil.
    public var posture: DevicePosture?
    /// The language the scene's words are drawn in, for this run.
    public var locale: String?
    /// For a PGN file: which game and how it is drawn.
    public var game = GameChoice()
    /// Where these choices were written, for refusals: nil names the command line's flags
    /// (`--theme 'x' is not ...`); a batch job gives its manifest entry's key path, and a refusal
    /// then names the key (`matrix[0].theme 'x' is not ...`).
    public var origin: String?

    public init(theme: String? = nil, pieces: String? = nil, avatars: String? = nil, scheme: ColorScheme? = nil,
                reduceMotion: Bool? = nil, posture: DevicePosture? = nil, locale: String? = nil) {
        self.theme = theme
        self.pieces = pieces
        self.avatars = avatars
        self.scheme = scheme
        self.reduceMotion = reduceMotion
        self.posture = posture
        self.locale = locale
    }

    /// The overrides as the settings store applies them, each naming the flag that carried it
    /// so that a refusal points at the word to retype.
    var settingsOverrides: [SettingsOverride] {
        func named(_ flag: String, _ key: String) -> String { origin.map { "\($0).\(key)" } ?? flag }
        var overrides: [SettingsOverride] = []
        if let theme { overrides.append(SettingsOverride(.theme, theme, option: named("--theme", "theme"))) }
        if let pieces { overrides.append(SettingsOverride(.pieces, pieces, option: named("--pieces", "pieces"))) }
        if let avatars { overrides.append(SettingsOverride(.avatars, avatars, option: named("--avatars", "avatars"))) }
        if let scheme { overrides.append(SettingsOverride(.scheme, scheme.rawValue, option: named("--scheme", "scheme"))) }
        if let locale { overrides.append(SettingsOverride(.locale, locale, option: named("--locale", "locale"))) }
        if let reduceMotion {
            overrides.append(SettingsOverride(.reduceMotion, reduceMotion ? "true" : "false",
                                              option: named(reduceMotion ? "--reduce-motion" : "--no-reduce-motion", "reduceMotion")))
        }
        return overrides
    }
}
