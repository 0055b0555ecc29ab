import ChessMotionSupport
import FoundationEssentials
import MotionKit

extension BoardTheme {
    /// Reads a theme file:
    ///
    ///     { "displayName": "Green", "description": "...", "board": "wood.jpg",
    ///       "light": { "lightSquare": "#EEEED2", ... every key ... },
    ///       "dark":  { "lightSquare": "#D8D8BE", ... only what differs ... } }
    ///
    /// `dark` is optional and inherits each key it leaves out from `light`. `board` is optional:
    /// an image file beside the theme (PNG, JPEG or SVG) drawn as the squares. The theme's name is
    /// the file name without `.json`.
    public static func load(from url: URL) throws(BoardThemeError) -> BoardTheme {
        let folder = url.deletingLastPathComponent()
        do {
            return try read(JSONDocument.read(url), name: url.deletingPathExtension().lastPathComponent, folder: folder)
        } catch let error as BoardThemeError {
            throw error
        } catch let error as DataFileError {
            throw .dataFile(error)
        } catch {
            preconditionFailure("a theme read throws only its own errors: \(error)")
        }
    }

    /// A theme from bytes; a `board` image is looked for in `folder` (none without one).
    public static func decode(_ data: Data, name: String, file: String, folder: URL? = nil) throws(BoardThemeError) -> BoardTheme {
        do { return try read(JSONDocument(parsing: data, file: file), name: name, folder: folder) } catch let error as BoardThemeError {
            throw error
        } catch let error as DataFileError {
            throw .dataFile(error)
        } catch {
            preconditionFailure("a theme read throws only its own errors: \(error)")
        }
    }

    static let topLevelKeys = ["displayName", "description", "board", "light", "dark"]
    static let colorKeys = BoardColorKey.allCases.map(\.rawValue)

    private static func read(_ document: JSONDocument, name: String, folder: URL?) throws -> BoardTheme {
        let top = try document.reader.object(keys: topLevelKeys)
        let displayName = try top.nonBlankString(at: "displayName")
        let description = try top.optionalString(at: "description") ?? ""
        let lightColors = try top.object(at: "light", keys: colorKeys)
        let light = try BoardColors { key throws(DataFileError) in try lightColors.color(at: key.rawValue) }
        let darkColors = try top.optionalObject(at: "dark", keys: colorKeys)
        let dark = try BoardColors { key throws(DataFileError) in
            try darkColors?.optionalMember(key.rawValue)?.color() ?? light[key]
        }
        let board = try top.optionalMember("board").map { reader throws -> BoardTexture in
            let file = try reader.nonBlankString()
            guard let folder else {
                throw BoardThemeError.boardImage(.unreadable(path: file, reason: "the theme was not read from a folder, so no image lies beside it"))
            }
            return try texture(named: file, in: folder)
        }
        return BoardTheme(name: name, displayName: displayName, description: description, light: light, dark: dark, board: board)
    }

    /// The image a theme names, which must sit beside it: a plain file name, never a path.
    static func texture(named file: String, in folder: URL) throws(BoardThemeError) -> BoardTexture {
        guard !file.contains("/"), !file.contains("\\"), !file.hasPrefix("."), !file.contains("\0") else {
            throw .boardImage(.notAFileName(file))
        }
        do { return try BoardTexture.load(from: folder.appendingPathComponent(file)) } catch { throw .boardImage(error) }
    }
}
