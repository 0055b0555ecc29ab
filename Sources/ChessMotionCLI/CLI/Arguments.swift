import Foundation

/// The words after the command name, consumed as a command reads its options. Options are taken
/// first (`--t 4.4` or `--t=4.4`), then what is left are positional arguments; anything still
/// starting with `--` at the end is an unknown option.
struct Arguments {
    private(set) var tokens: [String]
    /// `--settings PATH`, accepted by every command and taken off before the command reads its
    /// own options (see `ChessMotionTool`), so that no command has to remember it.
    var settingsPath: String?

    init(_ tokens: [String]) { self.tokens = tokens }

    var wantsHelp: Bool { tokens.contains("--help") || tokens.contains("-h") }

    /// True if any of `names` is present; removes every occurrence.
    mutating func flag(_ names: String...) -> Bool {
        let before = tokens.count
        tokens.removeAll { names.contains($0) }
        return tokens.count != before
    }

    /// The value of the last occurrence of an option, removing all of them.
    mutating func value(_ names: String...) throws(UsageError) -> String? {
        var found: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if let name = names.first(where: { token.hasPrefix($0 + "=") }) {
                found = String(token.dropFirst(name.count + 1))
                tokens.remove(at: index)
            } else if names.contains(token) {
                guard index + 1 < tokens.count else { throw .missingValue(option: token) }
                found = tokens[index + 1]
                tokens.removeSubrange(index...index + 1)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Every value of a repeatable option, in order.
    mutating func values(_ name: String) throws(UsageError) -> [String] {
        var found: [String] = []
        while let value = try value(name) { found.append(value) }
        return found
    }

    mutating func double(_ name: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> Double? {
        guard let text = try value(name) else { return nil }
        guard let number = Double(text), number.isFinite else { throw .notANumber(option: name, value: text) }
        if let range, !range.contains(number) {
            throw .outOfRange(option: name, value: text, allowed: "between \(range.lowerBound.formatted) and \(range.upperBound.formatted)")
        }
        return number
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let number = Int(text) else { throw .notANumber(option: name, value: text) }
        if let range, !range.contains(number) {
            throw .outOfRange(option: name, value: text, allowed: "between \(range.lowerBound) and \(range.upperBound)")
        }
        return number
    }

    /// A value restricted to a fixed set of words, such as `--scheme light|dark`.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
        guard let text = try value(name) else { return nil }
        guard let parsed = T(rawValue: text) else {
            throw .invalidChoice(option: name, value: text, choices: T.allCases.map(\.rawValue))
        }
        return parsed
    }

    /// What remains once the options are read. A lone `-` (stdin) and negative numbers are
    /// positional; any other word starting with `-` is an option nobody asked for.
    mutating func positionals() throws(UsageError) -> [String] {
        for token in tokens where token.hasPrefix("-") && token != "-" && Double(token) == nil {
            throw .unknownOption(token)
        }
        defer { tokens = [] }
        return tokens
    }

    /// Fails unless every word has been read: for commands that take no positional arguments.
    mutating func finish() throws(UsageError) {
        if let extra = try positionals().first { throw .unexpectedArgument(extra) }
    }

    /// Exactly `count` positional arguments named in `names` (for the error message).
    mutating func positionals(exactly names: String...) throws(UsageError) -> [String] {
        let found = try positionals()
        if found.count < names.count { throw .missingArgument(names[found.count]) }
        if found.count > names.count { throw .unexpectedArgument(found[names.count]) }
        return found
    }
}

extension Double {
    /// 4.4 rather than 4.4000000000000004 or 4.0 in messages.
    var formatted: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
