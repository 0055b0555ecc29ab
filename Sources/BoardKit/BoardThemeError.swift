/// Why a theme could not be found or read. Every case names the file (or the name asked for)
/// and, for content problems, the key, because a designer edits these files by hand.
public enum BoardThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidName(String)
    case notFound(name: String, known: [String], searched: [String])
    case unreadable(file: String, reason: String)
    case malformed(file: String, reason: String)
    case missingKey(file: String, scheme: String, key: String)
    case unknownKey(file: String, scheme: String?, key: String, known: [String])
    case badValue(file: String, scheme: String?, key: String, reason: String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "'\(name)' is not a theme name: a name is a file name without '/', '..' or a leading '.'"
        case .notFound(let name, let known, let searched):
            "no board theme '\(name)'" + (known.isEmpty ? "" : "; the themes are: \(known.joined(separator: ", "))")
                + (searched.isEmpty ? "; no BoardThemes folder was found" : " (looked in \(searched.joined(separator: ", ")))")
        case .unreadable(let file, let reason):
            "\(file): cannot read the theme: \(reason)"
        case .malformed(let file, let reason):
            "\(file): not a board theme: \(reason)"
        case .missingKey(let file, let scheme, let key):
            "\(file): \(scheme): no colour for \"\(key)\""
        case .unknownKey(let file, let scheme, let key, let known):
            "\(file): \(scheme.map { "\($0)." } ?? "")\(key): unknown key (known: \(known.joined(separator: ", ")))"
        case .badValue(let file, let scheme, let key, let reason):
            "\(file): \(scheme.map { "\($0)." } ?? "")\(key): \(reason)"
        }
    }
}
