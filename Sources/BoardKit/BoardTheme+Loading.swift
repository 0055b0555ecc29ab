import Foundation
import MotionKit

extension BoardTheme {
    /// Reads a theme file:
    ///
    ///     { "displayName": "Green", "description": "...",
    ///       "light": { "lightSquare": "#EEEED2", ... every key ... },
    ///       "dark":  { "lightSquare": "#D8D8BE", ... only what differs ... } }
    ///
    /// `dark` is optional and inherits each key it leaves out from `light`. The theme's name is
    /// the file name without `.json`.
    public static func load(from url: URL) throws(BoardThemeError) -> BoardTheme {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try decode(data, name: url.deletingPathExtension().lastPathComponent, file: url.path)
    }

    static let topLevelKeys = ["displayName", "description", "light", "dark"]

    public static func decode(_ data: Data, name: String, file: String) throws(BoardThemeError) -> BoardTheme {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw .malformed(file: file, reason: JSONErrorDescription.describe(error))
        }
        guard let object = root as? [String: Any] else {
            throw .malformed(file: file, reason: "the top level must be an object with \"displayName\" and \"light\"")
        }
        for key in object.keys.sorted() where !topLevelKeys.contains(key) {
            throw .unknownKey(file: file, scheme: nil, key: key, known: topLevelKeys)
        }
        guard let displayValue = object["displayName"] else {
            throw .missingKey(file: file, scheme: "top level", key: "displayName")
        }
        guard let displayName = displayValue as? String, !displayName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .badValue(file: file, scheme: nil, key: "displayName", reason: "must be a non-empty string")
        }
        var description = ""
        if let value = object["description"] {
            guard let text = value as? String else {
                throw .badValue(file: file, scheme: nil, key: "description", reason: "must be a string")
            }
            description = text
        }
        guard let lightValue = object["light"] else {
            throw .missingKey(file: file, scheme: "top level", key: "light")
        }
        let lightColors = try colors(in: lightValue, scheme: "light", file: file)
        guard let light = BoardColors(lightColors) else {
            let missing = BoardColorKey.allCases.first { lightColors[$0] == nil }?.rawValue ?? ""
            throw .missingKey(file: file, scheme: "light", key: missing)
        }
        var darkColors = lightColors
        if let darkValue = object["dark"] {
            darkColors.merge(try colors(in: darkValue, scheme: "dark", file: file)) { _, override in override }
        }
        // Overrides only replace keys that light already has, so dark is complete too.
        let dark = BoardColors(darkColors) ?? light
        return BoardTheme(name: name, displayName: displayName, description: description, light: light, dark: dark)
    }

    private static func colors(in value: Any, scheme: String, file: String) throws(BoardThemeError) -> [BoardColorKey: Color] {
        guard let entries = value as? [String: Any] else {
            throw .badValue(file: file, scheme: nil, key: scheme, reason: "must be an object of colours")
        }
        var colors: [BoardColorKey: Color] = [:]
        // Sorted so that a file with several problems always reports the same one first.
        for key in entries.keys.sorted() {
            guard let colorKey = BoardColorKey(rawValue: key) else {
                throw .unknownKey(file: file, scheme: scheme, key: key, known: BoardColorKey.allCases.map(\.rawValue))
            }
            guard let text = entries[key] as? String else {
                throw .badValue(file: file, scheme: scheme, key: key, reason: "the value must be a string like \"#769656\"")
            }
            do { colors[colorKey] = try Color(hex: text) } catch {
                throw .badValue(file: file, scheme: scheme, key: key, reason: error.description)
            }
        }
        return colors
    }
}
