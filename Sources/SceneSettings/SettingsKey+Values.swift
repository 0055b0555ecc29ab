import ChessMotionSupport

/// Reading and writing one key's value, from the file (JSON) or the command line (text). Each
/// switch covers every key, so a new setting cannot be half wired.
extension SettingsKey {
    /// The value as `settings get` prints it and as a flag would take it.
    package func text(in settings: UserSettings) -> String {
        switch self {
        case .theme: settings.theme
        case .pieces: settings.pieces
        case .avatars: settings.avatars
        case .locale: settings.locale
        case .sound: settings.sound
        case .scheme: settings.scheme.rawValue
        case .reduceMotion: settings.reduceMotion ? "true" : "false"
        }
    }

    /// The value as the settings file holds it.
    package func json(in settings: UserSettings) -> JSONValue {
        switch self {
        case .reduceMotion: .bool(settings.reduceMotion)
        case .theme, .pieces, .avatars, .locale, .sound, .scheme: .string(text(in: settings))
        }
    }

    /// Sets this key from words a user typed, refusing a name the catalogue does not list.
    package func assign(text: String, to settings: inout UserSettings, from origin: SettingsValueOrigin,
                       catalogue: SettingsCatalogue) throws(SettingsError) {
        switch self {
        case .theme, .pieces, .avatars, .locale, .sound:
            if let kind = assetKind { try catalogue.check(text, as: kind, key: self, from: origin) }
            setName(text, in: &settings)
        case .scheme:
            guard let scheme = UserSettings.Scheme(rawValue: text) else {
                throw .invalidValue(origin: origin, key: rawValue, value: origin.show(text), expected: valueDescription)
            }
            settings.scheme = scheme
        case .reduceMotion:
            guard let value = BooleanWord.value(of: text) else {
                throw .invalidValue(origin: origin, key: rawValue, value: origin.show(text), expected: valueDescription)
            }
            settings.reduceMotion = value
        }
    }

    /// Sets this key from the settings file. Types, fixed choices and path-like names are
    /// checked here; whether a name is installed is checked when the settings are used
    /// (`SettingsDocument.resolved`), since the store does not know the catalogue.
    func assign(json: JSONValue, to settings: inout UserSettings, from origin: SettingsValueOrigin) throws(SettingsError) {
        let wrong = SettingsError.invalidValue(origin: origin, key: rawValue,
                                               value: json.formatted().trimmingSuffix("\n"), expected: valueDescription)
        switch (self, json) {
        case (.theme, .string(let name)), (.pieces, .string(let name)), (.avatars, .string(let name)), (.locale, .string(let name)),
             (.sound, .string(let name)):
            if let kind = assetKind { try AssetName.check(name, as: kind, key: self, from: origin) }
            setName(name, in: &settings)
        case (.scheme, .string(let word)):
            guard let scheme = UserSettings.Scheme(rawValue: word) else { throw wrong }
            settings.scheme = scheme
        case (.reduceMotion, .bool(let flag)):
            settings.reduceMotion = flag
        default:
            throw wrong
        }
    }

    private func setName(_ name: String, in settings: inout UserSettings) {
        switch self {
        case .theme: settings.theme = name
        case .pieces: settings.pieces = name
        case .avatars: settings.avatars = name
        case .locale: settings.locale = name
        case .sound: settings.sound = name
        case .scheme, .reduceMotion: break
        }
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
