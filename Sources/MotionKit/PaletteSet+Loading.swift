import ChessMotionSupport
import FoundationEssentials

extension PaletteSet {
    /// Reads `{"light": {token: "#hex", ...}, "dark": {...}}`. Every problem names the file, the
    /// key path and the line, because a designer edits this file by hand.
    public static func load(from url: URL) throws(PaletteError) -> PaletteSet {
        let document: JSONDocument
        do { document = try JSONDocument.read(url) } catch { throw .dataFile(error) }
        return try read(document)
    }

    public static func decode(_ data: Data, file: String) throws(PaletteError) -> PaletteSet {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: data, file: file) } catch { throw .dataFile(error) }
        return try read(document)
    }

    private static func read(_ document: JSONDocument) throws(PaletteError) -> PaletteSet {
        let light: [PaletteToken: Color], dark: [PaletteToken: Color]
        do {
            let top = try document.reader.object(keys: ColorScheme.allCases.map(\.rawValue))
            light = try colors(in: top.object(at: ColorScheme.light.rawValue))
            dark = try colors(in: top.object(at: ColorScheme.dark.rawValue))
        } catch {
            throw .dataFile(error)
        }
        return PaletteSet(light: try Palette(colors: light), dark: try Palette(colors: dark))
    }

    /// Every token, each required, no other key.
    private static func colors(in scheme: JSONReader) throws(DataFileError) -> [PaletteToken: Color] {
        _ = try scheme.object(keys: PaletteToken.allCases.map(\.rawValue))
        var colors: [PaletteToken: Color] = [:]
        for token in PaletteToken.allCases { colors[token] = try scheme.color(at: token.rawValue) }
        return colors
    }
}

/// Why a palette cannot be used.
public enum PaletteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The palette file: unreadable, not JSON, or a key or colour wrong, with its place.
    case dataFile(DataFileError)
    /// A palette built in code without a colour for `token`.
    case missingToken(token: String)

    public var description: String {
        switch self {
        case .dataFile(let problem): problem.description
        case .missingToken(let token): "the palette has no colour for \"\(token)\""
        }
    }
}
