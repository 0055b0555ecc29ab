import ChessMotionSupport

/// Reads the words after a command's name against the options it declares. Options and
/// positional words may come in any order; `--` ends the options. A value follows its option as
/// the next word (`--t 4.4`) or after `=` (`--t=4.4`); a word starting with `--` is never taken
/// as a value, so a forgotten value is reported rather than swallowing the next option. A lone
/// `-` and negative numbers are positional words; any other word starting with `-` must be a
/// declared option.
enum CommandLineParser {
    static let endOfOptions = "--"

    static func parse(_ words: [String], options: [Option]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == endOfOptions {
                parsed.positionals += words[index...]
                break
            }
            guard isOptionLike(word) else {
                parsed.positionals.append(word)
                continue
            }
            let (name, inline) = split(word)
            guard let option = options.first(where: { $0.spellings.contains(name) }) else {
                throw .unknownOption(name, suggestion: suggestion(for: name, among: options))
            }
            guard option.takesValue else {
                if inline != nil { throw .flagWithValue(option: option.name) }
                parsed.record(.present, for: option)
                continue
            }
            let text: String
            if let inline {
                text = inline
            } else if index < words.count, !words[index].hasPrefix("--") {
                text = words[index]
                index += 1
            } else {
                throw .missingValue(option: option.name)
            }
            parsed.record(try value(text, for: option), for: option)
        }
        return parsed
    }

    /// True for words that must name an option: not `-`, not a negative number.
    static func isOptionLike(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && Double(word) == nil
    }

    /// `--t=4.4` is `--t` with the value `4.4`; `--t` alone has no inline value.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func value(_ text: String, for option: Option) throws(UsageError) -> ParsedArguments.Value {
        switch option.kind {
        case .flag:
            return .present
        case .text:
            return .text(text)
        case .number(let range):
            guard let number = Double(text), number.isFinite else { throw .notANumber(option: option.name, value: text) }
            if let range, !range.contains(number) {
                throw .outOfRange(option: option.name, value: text,
                                  allowed: "between \(range.lowerBound.trimmed) and \(range.upperBound.trimmed)")
            }
            return .number(number)
        case .integer(let range):
            guard let number = Int(text) else { throw .notANumber(option: option.name, value: text) }
            if let range, !range.contains(number) {
                throw .outOfRange(option: option.name, value: text, allowed: "between \(range.lowerBound) and \(range.upperBound)")
            }
            return .integer(number)
        case .choice(let cases):
            guard cases.contains(text) else { throw .invalidChoice(option: option.name, value: text, choices: cases) }
            return .text(text)
        }
    }

    /// The command's own option closest to a mistyped one (`--avatar` → `--avatars`). A
    /// one-letter word is too short to judge by edit distance: `-t` suggests only `--t`.
    static func suggestion(for name: String, among options: [Option]) -> String? {
        let spellings = options.flatMap(\.spellings)
        if !name.hasPrefix("--") {
            return spellings.first { $0 == "-" + name }
        }
        return NameSuggestion.closest(to: name, among: spellings)
    }
}
