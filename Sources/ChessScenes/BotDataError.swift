import ChessMotionSupport

/// Why the bots could not be used. A bots file's problems come with the file, the key path
/// (`bots[1] (sofia).colors.dark.accent`) and the line, because the file is edited by hand.
public enum BotDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bots file: unreadable, not JSON, or a key or value wrong, with its place.
    case dataFile(DataFileError)
    /// A roster built in code with two bots of one id.
    case duplicateID(id: String)

    public var description: String {
        switch self {
        case .dataFile(let problem):
            problem.description
        case .duplicateID(let id):
            "two bots have the id '\(id)'; ids must be unique"
        }
    }
}
