/// A command line read against a command's declared options: each option's values, already
/// checked (numbers are numbers, in range; choices are among their cases), and the positional
/// words in order. Reading an option the command did not declare gives nothing, so a shared
/// group such as the rendering options can be read whole by a command that declared only part.
struct ParsedArguments: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case present
        case text(String)
        case number(Double)
        case integer(Int)

        var text: String? {
            switch self {
            case .text(let text): text
            case .present, .number, .integer: nil
            }
        }
    }

    /// Every occurrence of each option given, by long name, in command-line order.
    private(set) var values: [String: [Value]] = [:]
    /// The words that are not options (everything after `--` among them).
    var positionals: [String] = []

    mutating func record(_ value: Value, for option: Option) {
        if option.repeatable {
            values[option.name, default: []].append(value)
        } else {
            values[option.name] = [value]
        }
    }

    func isPresent(_ option: Option) -> Bool { values[option.name] != nil }

    func flag(_ option: Option) -> Bool { isPresent(option) }

    func text(_ option: Option) -> String? { values[option.name]?.last?.text }

    /// Every value of a repeatable option, in order.
    func texts(_ option: Option) -> [String] { values[option.name]?.compactMap(\.text) ?? [] }

    func number(_ option: Option) -> Double? {
        guard case .number(let number)? = values[option.name]?.last else { return nil }
        return number
    }

    func integer(_ option: Option) -> Int? {
        guard case .integer(let number)? = values[option.name]?.last else { return nil }
        return number
    }

    /// A choice as its enum; the parser has already refused words that are not cases.
    func choice<T: RawRepresentable>(_ option: Option, as type: T.Type) -> T? where T.RawValue == String {
        text(option).flatMap(T.init(rawValue:))
    }

    /// Fails unless every positional word has a use: for commands that take none.
    func noPositionals() throws(UsageError) {
        if let extra = positionals.first { throw .unexpectedArgument(extra) }
    }

    /// Exactly as many positional words as `names` (the names are for the error message).
    func positionals(exactly names: String...) throws(UsageError) -> [String] {
        if positionals.count < names.count { throw .missingArgument(names[positionals.count]) }
        if positionals.count > names.count { throw .unexpectedArgument(positionals[names.count]) }
        return positionals
    }
}
