/// Why the bots file could not be used. Every case names the file and, for content problems,
/// the bot and the key, because the file is edited by hand.
public enum BotDataError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case malformed(file: String, reason: String)
    case empty(file: String)
    /// `path` is where in the file, as `bots[1] (sofia).colors.dark.accent`.
    case missingKey(file: String, path: String)
    case unknownKey(file: String, path: String, known: [String])
    case badValue(file: String, path: String, reason: String)
    case duplicateID(file: String?, id: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the bots: \(reason)"
        case .malformed(let file, let reason):
            "\(file): not a bots file: \(reason)"
        case .empty(let file):
            "\(file): \"bots\" lists no bots"
        case .missingKey(let file, let path):
            "\(file): \(path): missing"
        case .unknownKey(let file, let path, let known):
            "\(file): \(path): unknown key (known: \(known.joined(separator: ", ")))"
        case .badValue(let file, let path, let reason):
            "\(file): \(path): \(reason)"
        case .duplicateID(let file, let id):
            "\(file.map { "\($0): " } ?? "")two bots have the id '\(id)'; ids must be unique"
        }
    }
}
