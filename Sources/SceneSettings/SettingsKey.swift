import ChessMotionSupport

/// The settings a user can set. The raw value is the one spelling used everywhere: the key in
/// the settings file, the word after `settings get/set`, and the name in messages.
public enum SettingsKey: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case theme
    case pieces
    case avatars
    case scheme
    case reduceMotion
    /// The language scenes draw their words in (`Strings/<locale>.json`).
    case locale
    /// The sound set videos sound with (`SoundSets/<name>/`).
    case sound

    public var description: String { rawValue }

    /// For keys whose value is an installed asset's name, which kind of asset.
    public var assetKind: AssetKind? {
        switch self {
        case .theme: .boardTheme
        case .pieces: .pieceSet
        case .avatars: .avatarStyle
        case .locale: .locale
        case .sound: .soundSet
        case .scheme, .reduceMotion: nil
        }
    }

    /// What a value looks like, for help and for "expected ..." messages.
    public var valueDescription: String {
        switch self {
        case .theme, .pieces, .avatars, .locale, .sound: "the name of \(assetKind?.withArticle ?? "an asset")"
        case .scheme: UserSettings.Scheme.allCases.map(\.rawValue).joined(separator: " or ")
        case .reduceMotion: "true or false"
        }
    }

    /// The key this spelling names, if any.
    public init?(named name: String) {
        self.init(rawValue: name)
    }
}
