import ChessCore
/// Reads one line of a script character by character, knowing each character's column, so every
/// value the parser takes comes with the place it was written.
struct ScriptLineScanner {
    let characters: [Character]
    let line: Int
    private(set) var index = 0
    private let columns: ScalarColumns

    init(_ characters: [Character], line: Int, from index: Int = 0) {
        self.characters = characters
        self.line = line
        self.index = index
        columns = ScalarColumns(characters, line: line)
    }

    var location: TextLocation { columns.location(ofCharacter: index) }
    var isAtEnd: Bool { index >= characters.count }
    var next: Character? { isAtEnd ? nil : characters[index] }

    mutating func skipSpaces() {
        while let c = next, c.isWhitespace { index += 1 }
    }

    /// After skipping spaces: true if nothing is left.
    mutating func isDone() -> Bool {
        skipSpaces()
        return isAtEnd
    }

    /// The next run of non-space characters, without moving.
    func peekWord() -> String {
        var end = index
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return String(characters[index..<end])
    }

    /// The next run of non-space characters and where it starts; nil at the end of the line.
    mutating func word() -> (text: String, location: TextLocation)? {
        skipSpaces()
        guard !isAtEnd else { return nil }
        let start = location
        let text = peekWord()
        index += text.count
        return (text, start)
    }

    /// Consumes `literal` if the line continues with it (after spaces).
    mutating func take(_ literal: String) -> Bool {
        skipSpaces()
        let wanted = Array(literal)
        guard index + wanted.count <= characters.count,
              Array(characters[index..<index + wanted.count]) == wanted else { return false }
        index += wanted.count
        return true
    }

    /// Consumes a whole word if it equals one of `words` (so `at` does not match `attack`).
    mutating func takeWord(_ words: String...) -> Bool {
        skipSpaces()
        guard words.contains(peekWord()) else { return false }
        index += peekWord().count
        return true
    }

    /// The rest of the line, trimmed, and where it starts.
    mutating func rest() -> (text: String, location: TextLocation) {
        skipSpaces()
        let start = location
        var end = characters.count
        while end > index, characters[end - 1].isWhitespace { end -= 1 }
        let text = String(characters[index..<end])
        index = characters.count
        return (text, start)
    }

    /// A decimal number: digits with an optional fraction, an optional leading minus when
    /// `signed`. Reads the longest run of number-like characters so that `2.75e4` or `1..5` is
    /// reported whole rather than half-read. `what` names the value in messages.
    mutating func number(_ what: String, signed: Bool = false) throws(ScriptSyntaxError) -> (value: Double, location: TextLocation) {
        skipSpaces()
        let start = location
        var end = index
        if end < characters.count, characters[end] == "-" { end += 1 }
        while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end].isLetter {
            end += 1
        }
        let text = String(characters[index..<end])
        guard !text.isEmpty else {
            throw ScriptSyntaxError(.expectedNumber(found: isAtEnd ? "end of line" : peekWord(), what: what), at: start)
        }
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        guard Self.isDecimal(digits), let magnitude = Double(digits), magnitude.isFinite else {
            throw ScriptSyntaxError(.expectedNumber(found: text, what: what), at: start)
        }
        if negative, !signed { throw ScriptSyntaxError(.negativeNumber(found: text, what: what), at: start) }
        index = end
        return (negative ? -magnitude : magnitude, start)
    }

    /// Digits, optionally a point and more digits; at least one digit. No exponents, signs,
    /// `inf` or `nan`: a person writes seconds and box units plainly.
    static func isDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return false }
        return parts.contains { !$0.isEmpty } && text.count <= 32
    }

    /// A double-quoted text with `\"` and `\\` escapes.
    mutating func quoted() throws(ScriptSyntaxError) -> (text: String, location: TextLocation) {
        skipSpaces()
        let start = location
        guard next == "\"" else {
            throw ScriptSyntaxError(.expectedQuotedText(found: isAtEnd ? "end of line" : peekWord()), at: start)
        }
        index += 1
        var text = ""
        while let c = next {
            index += 1
            switch c {
            case "\"":
                return (text, start)
            case "\\":
                guard let escaped = next else { throw ScriptSyntaxError(.unterminatedText, at: start) }
                guard escaped == "\"" || escaped == "\\" else {
                    throw ScriptSyntaxError(.unknownEscape(escaped), at: location.advanced(by: -1))
                }
                text.append(escaped)
                index += 1
            default:
                text.append(c)
            }
        }
        throw ScriptSyntaxError(.unterminatedText, at: start)
    }

    /// `A-B`, `A - B` or `A to B`, in seconds; the end must not come before the start.
    mutating func span(_ what: String) throws(ScriptSyntaxError) -> (span: TimeSpan, location: TextLocation) {
        skipSpaces()
        let start = location
        let word = peekWord()
        let first: Double
        do {
            first = try number(what).value
        } catch where error.problem.isExpectedNumber {
            throw ScriptSyntaxError(.expectedSpan(found: word.isEmpty ? "end of line" : word), at: start)
        }
        guard take("-") || takeWord("to") else {
            throw ScriptSyntaxError(.expectedSpan(found: word.isEmpty ? "end of line" : word), at: start)
        }
        let second = try number(what).value
        guard second >= first else { throw ScriptSyntaxError(.backwardsSpan(start: first, end: second), at: start) }
        return (TimeSpan(first, second), start)
    }

    /// Fails with `unexpectedText` unless the line is finished.
    mutating func finish() throws(ScriptSyntaxError) {
        skipSpaces()
        guard isAtEnd else {
            let start = location
            throw ScriptSyntaxError(.unexpectedText(rest().text), at: start)
        }
    }
}

extension ScriptSyntaxProblem {
    var isExpectedNumber: Bool {
        if case .expectedNumber = self { return true }
        return false
    }
}
