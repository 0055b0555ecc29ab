import ChessMotionSupport

/// Why a theme could not be found or read. A theme file's own problems come with the file, the
/// key path and the line, because a designer edits these files by hand.
public enum BoardThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a plain name, or no folder on the search path holds it.
    case lookup(AssetLookupError)
    /// The theme file: unreadable, not JSON, or a key or colour wrong, with its place.
    case dataFile(DataFileError)
    /// The image the theme names as its board: missing, too large, broken or hostile.
    case boardImage(BoardTextureError)

    public var description: String {
        switch self {
        case .lookup(let problem):
            problem.description
        case .dataFile(let problem):
            problem.description
        case .boardImage(let problem):
            problem.description
        }
    }
}
