import ChessMotionSupport
/// Upgrades an older file's object to the current schema in memory. The file itself changes
/// only when something is next written, so merely reading never rewrites a user's file.
///
/// Version 0 is the prototype's layout, written before the file had a `"version"` key:
///
///     { "boardTheme": "wood", "pieceSet": "geometric", "avatarStyle": "glyph",
///       "darkMode": true, "reduceMotion": false }
///
/// Version 1 names the keys as the command line does (`theme`, `pieces`, `avatars`) and turns
/// the `darkMode` switch into a `scheme`, so that more schemes can follow without another rename.
enum SettingsMigration {
    /// `positions` (where each member's value was written) follow the renames, so that a
    /// refusal of a migrated value still points at the line the user wrote it on. `mending` is a
    /// key about to be overwritten: an old value for it that cannot be migrated is dropped
    /// rather than refused.
    static func migrate(_ object: inout JSONObject, positions: inout [String: DataFileLocation], from version: Int,
                        file: String, mending: SettingsKey? = nil) throws(SettingsError) {
        if version < 1 { try fromVersion0(&object, positions: &positions, file: file, mending: mending) }
    }

    private static let renamedInVersion1 = [("boardTheme", "theme"), ("pieceSet", "pieces"), ("avatarStyle", "avatars")]

    /// The key a user sets today for a key of an older file (`darkMode` is set as `scheme`).
    static func currentName(of key: String) -> String {
        if key == "darkMode" { return SettingsKey.scheme.rawValue }
        return renamedInVersion1.first { $0.0 == key }?.1 ?? key
    }

    private static func fromVersion0(_ object: inout JSONObject, positions: inout [String: DataFileLocation],
                                     file: String, mending: SettingsKey?) throws(SettingsError) {
        func move(_ old: String, to new: String) {
            positions[new] = positions[old]
            positions[old] = nil
        }
        for (old, new) in renamedInVersion1 {
            if let value = object[old] {
                object[new] = value
                object[old] = nil
                move(old, to: new)
            }
        }
        if let darkMode = object["darkMode"] {
            guard case .bool(let isDark) = darkMode else {
                if mending == .scheme {
                    object["darkMode"] = nil
                    return
                }
                let position = positions["darkMode"]
                throw .invalidValue(origin: .file(file, line: position?.line, column: position?.column), key: "darkMode",
                                    value: darkMode.formatted().trimmingSuffix("\n"), expected: "true or false")
            }
            object["scheme"] = .string(isDark ? UserSettings.Scheme.dark.rawValue : UserSettings.Scheme.light.rawValue)
            object["darkMode"] = nil
            move("darkMode", to: "scheme")
        }
    }
}
