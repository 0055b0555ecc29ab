/// A command line that cannot be run as written. These exit with status 2, distinct from a
/// command that ran and failed (status 1), so scripts can tell a typo from a bad input file.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String)
    case missingValue(option: String)
    case notANumber(option: String, value: String)
    case outOfRange(option: String, value: String, allowed: String)
    case invalidChoice(option: String, value: String, choices: [String])
    case missingArgument(String)
    case unexpectedArgument(String)
    case conflictingOptions(String, String)

    var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; see 'chess-motion --help'"
        case .unknownOption(let option):
            "unknown option '\(option)'"
        case .missingValue(let option):
            "\(option) needs a value"
        case .notANumber(let option, let value):
            "\(option) takes a number, not '\(value)'"
        case .outOfRange(let option, let value, let allowed):
            "\(option) \(value) is out of range: \(allowed)"
        case .invalidChoice(let option, let value, let choices):
            "\(option) '\(value)' is not one of: \(choices.joined(separator: ", "))"
        case .missingArgument(let what):
            "missing \(what)"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .conflictingOptions(let a, let b):
            "\(a) and \(b) cannot be used together"
        }
    }
}
