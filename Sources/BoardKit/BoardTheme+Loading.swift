import ChessMotionSupport
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
        do {
            return try read(JSONDocument.read(url), name: url.deletingPathExtension().lastPathComponent)
        } catch {
            throw .dataFile(error)
        }
    }

    public static func decode(_ data: Data, name: String, file: String) throws(BoardThemeError) -> BoardTheme {
        do { return try read(JSONDocument(parsing: data, file: file), name: name) } catch { throw .dataFile(error) }
    }

    static let topLevelKeys = ["displayName", "description", "light", "dark"]
    static let colorKeys = BoardColorKey.allCases.map(\.rawValue)

    private static func read(_ document: JSONDocument, name: String) throws(DataFileError) -> BoardTheme {
        let top = try document.reader.object(keys: topLevelKeys)
        let displayName = try top.nonBlankString(at: "displayName")
        let description = try top.optionalString(at: "description") ?? ""
        let lightColors = try top.object(at: "light", keys: colorKeys)
        let light = try BoardColors { key throws(DataFileError) in try lightColors.color(at: key.rawValue) }
        let darkColors = try top.optionalObject(at: "dark", keys: colorKeys)
        let dark = try BoardColors { key throws(DataFileError) in
            try darkColors?.optionalMember(key.rawValue)?.color() ?? light[key]
        }
        return BoardTheme(name: name, displayName: displayName, description: description, light: light, dark: dark)
    }
}
