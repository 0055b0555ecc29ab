import ChessMotionSupport

/// A command line that cannot be run as written. These exit with status 2, distinct from a
/// command that ran and failed (status 1), so scripts can tell a typo from a bad input file.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    /// An option that this command declares but that the chosen form of it does not take
    /// (`settings get --json`).
    case optionNotHere(String, onlyWith: String)
    case missingValue(option: String)
    case flagWithValue(option: String)
    case notANumber(option: String, value: String)
    case outOfRange(option: String, value: String, allowed: String)
    case invalidChoice(option: String, value: String, choices: [String])
    case missingArgument(String)
    case unexpectedArgument(String)
    case conflictingOptions(String, String)
    /// A text option's value that does not have the form it needs (`--shard 4`): `reason` says
    /// what would do.
    case malformedValue(option: String, value: String, reason: String)
    /// `-o NAME` with no extension, where NAME is no folder: a file or a folder was meant.
    case outputWithoutExtension(String, fileForm: String, folderMeaning: String)
    /// `-o -` for a command whose output is not one picture.
    case notToStandardOutput(command: String, writes: String)
    /// An output option that the chosen output's format cannot honour (`--transparent` for an
    /// MP4, `--quality` for a PNG); `formats` are those it applies to.
    case notForOutput(option: String, output: String, formats: [String])
    /// An option every command takes that this one refuses, rather than silently ignores
    /// (`serve --settings`); `reason` says why and what to use.
    case refusedByCommand(option: String, command: String, reason: String)

    var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'" + Self.didYouMean(suggestion) + "; see 'chess-motion --help'"
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + Self.didYouMean(suggestion)
                + (suggestion == nil && (option.contains(".") || option.contains("/"))
                   ? "; to give a file name that starts with '-', put it after '--'" : "")
        case .optionNotHere(let option, let onlyWith):
            "unknown option '\(option)' here: it goes only with \(onlyWith)"
        case .missingValue(let option):
            "\(option) needs a value"
        case .flagWithValue(let option):
            "\(option) takes no value"
        case .notANumber(let option, let value):
            "\(option) takes a number, not '\(value)'"
        case .outOfRange(let option, let value, let allowed):
            "\(option) \(value) is out of range: \(allowed)"
        case .invalidChoice(let option, let value, let choices):
            "\(option) '\(value)' is not one of: \(choices.joined(separator: ", "))"
                + Self.didYouMean(NameSuggestion.closest(to: value, among: choices))
        case .missingArgument(let what):
            "missing \(what)"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .conflictingOptions(let a, let b):
            "\(a) and \(b) cannot be used together"
        case .malformedValue(let option, let value, let reason):
            "\(option) '\(value)': \(reason)"
        case .outputWithoutExtension(let path, let fileForm, let folderMeaning):
            "-o '\(path)' has no extension and is not a folder: write '\(fileForm)' for a file, or '\(path)/' for \(folderMeaning)"
        case .notToStandardOutput(let command, let writes):
            "-o - (standard output) takes one picture; '\(command)' writes \(writes): give -o a file name"
        case .notForOutput(let option, let output, let formats):
            "\(option) does not apply to \(output); it applies to \(formats.joined(separator: ", "))"
        case .refusedByCommand(let option, let command, let reason):
            "'\(command)' does not take \(option): \(reason)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
