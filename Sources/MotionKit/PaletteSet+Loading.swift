import Foundation

extension PaletteSet {
    /// Reads `{"light": {token: "#hex", ...}, "dark": {...}}`. Every problem names the file, the
    /// scheme and the key, because a designer edits this file by hand.
    public static func load(from url: URL) throws(PaletteError) -> PaletteSet {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try decode(data, file: url.path)
    }

    public static func decode(_ data: Data, file: String) throws(PaletteError) -> PaletteSet {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw .malformed(file: file, reason: JSONErrorDescription.describe(error))
        }
        guard let object = root as? [String: Any] else {
            throw .malformed(file: file, reason: "the top level must be an object with \"light\" and \"dark\"")
        }
        return PaletteSet(
            light: try palette(in: object, scheme: .light, file: file),
            dark: try palette(in: object, scheme: .dark, file: file)
        )
    }

    private static func palette(in object: [String: Any], scheme: ColorScheme, file: String) throws(PaletteError) -> Palette {
        guard let entries = object[scheme.rawValue] as? [String: Any] else {
            throw .missingScheme(file: file, scheme: scheme.rawValue)
        }
        var colors: [PaletteToken: Color] = [:]
        for (key, value) in entries {
            guard let token = PaletteToken(rawValue: key) else {
                throw .unknownToken(file: file, scheme: scheme.rawValue, token: key,
                                    known: PaletteToken.allCases.map(\.rawValue))
            }
            guard let text = value as? String else {
                throw .badColor(file: file, scheme: scheme.rawValue, token: key, reason: "the value must be a string like \"#1E88E5\"")
            }
            do { colors[token] = try Color(hex: text) } catch {
                throw .badColor(file: file, scheme: scheme.rawValue, token: key, reason: error.description)
            }
        }
        for token in PaletteToken.allCases where colors[token] == nil {
            throw .missingToken(file: file, scheme: scheme.rawValue, token: token.rawValue)
        }
        do { return try Palette(colors: colors) } catch { throw error }
    }
}

public enum PaletteError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case malformed(file: String, reason: String)
    case missingScheme(file: String, scheme: String)
    case missingToken(file: String?, scheme: String?, token: String)
    case unknownToken(file: String, scheme: String, token: String, known: [String])
    case badColor(file: String, scheme: String, token: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the palette: \(reason)"
        case .malformed(let file, let reason):
            "\(file): not a palette file: \(reason)"
        case .missingScheme(let file, let scheme):
            "\(file): no \"\(scheme)\" palette (a palette file has \"light\" and \"dark\")"
        case .missingToken(let file, let scheme, let token):
            "\(file ?? "palette")\(scheme.map { ": \($0)" } ?? ""): no colour for \"\(token)\""
        case .unknownToken(let file, let scheme, let token, let known):
            "\(file): \(scheme).\(token): unknown token (known: \(known.joined(separator: ", ")))"
        case .badColor(let file, let scheme, let token, let reason):
            "\(file): \(scheme).\(token): \(reason)"
        }
    }
}
