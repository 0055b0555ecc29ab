import ChessMotionSupport

/// Why a theme could not be found or read. A theme file's own problems come with the file, the
/// key path and the line, because a designer edits these files by hand.
public enum BoardThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidName(String)
    case notFound(name: String, known: [String], searched: [String])
    /// The theme file: unreadable, not JSON, or a key or colour wrong, with its place.
    case dataFile(DataFileError)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "'\(name)' is not a theme name: a name is a file name without '/', '..' or a leading '.'"
        case .notFound(let name, let known, let searched):
            "no board theme '\(name)'" + (known.isEmpty ? "" : "; the themes are: \(known.joined(separator: ", "))")
                + (searched.isEmpty ? "; no BoardThemes folder was found" : " (looked in \(searched.joined(separator: ", ")))")
        case .dataFile(let problem):
            problem.description
        }
    }
}
