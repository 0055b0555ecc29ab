/// Splits PGN text into tokens, skipping whitespace, `{}` and `;` comments and `%` escape
/// lines, and remembering where each token starts.
struct PGNLexer {
    enum Token: Hashable {
        case tagOpen, tagClose, variationOpen, variationClose, period, asterisk
        case string(String)
        /// Move text, move numbers, tag names, result markers.
        case symbol(String)
        case nag(Int)
        /// "!", "?", "!?" and the like written after a move.
        case annotation(String)

        var label: String {
            switch self {
            case .tagOpen: "'['"
            case .tagClose: "']'"
            case .variationOpen: "'('"
            case .variationClose: "')'"
            case .period: "'.'"
            case .asterisk: "'*'"
            case let .string(text): "string \"\(text)\""
            case let .symbol(text): "\"\(text)\""
            case let .nag(value): "$\(value)"
            case let .annotation(text): "\"\(text)\""
            }
        }
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var location: PGNLocation { PGNLocation(line: line, column: column) }

    private mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else if scalar == "\r" {
            // CRLF counts once, a lone CR as a line break of its own.
            if current == "\n" { index += 1 }
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private static func isSymbolContinuation(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil
            || "_+#=:-/".unicodeScalars.contains(s)
    }

    /// The next token and where it starts, or nil at the end.
    mutating func next() throws(PGNError) -> (token: Token, at: PGNLocation)? {
        while let scalar = current {
            let start = location
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{FEFF}":
                advance()
            case "%" where column == 1:
                while let s = current, s != "\n", s != "\r" { advance() }
            case ";":
                while let s = current, s != "\n", s != "\r" { advance() }
            case "{":
                advance()
                while let s = current, s != "}" { advance() }
                guard current == "}" else { throw .unterminatedComment(at: start) }
                advance()
            case "[": advance(); return (.tagOpen, start)
            case "]": advance(); return (.tagClose, start)
            case "(": advance(); return (.variationOpen, start)
            case ")": advance(); return (.variationClose, start)
            case ".": advance(); return (.period, start)
            case "*": advance(); return (.asterisk, start)
            case "\"":
                advance()
                var text = ""
                while let s = current, s != "\"" {
                    if s == "\\" {
                        advance()
                        guard let escaped = current else { break }
                        text.unicodeScalars.append(escaped)
                    } else {
                        text.unicodeScalars.append(s)
                    }
                    advance()
                }
                guard current == "\"" else { throw .unterminatedString(at: start) }
                advance()
                return (.string(text), start)
            case "$":
                advance()
                var digits = ""
                while let s = current, s.value >= 48, s.value <= 57 { digits.unicodeScalars.append(s); advance() }
                guard let value = Int(digits) else { throw .unexpectedCharacter("$", at: start) }
                return (.nag(value), start)
            case "!", "?":
                var text = ""
                while let s = current, s == "!" || s == "?" { text.unicodeScalars.append(s); advance() }
                return (.annotation(text), start)
            default:
                guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil, scalar.isASCII else {
                    throw .unexpectedCharacter(Character(scalar), at: start)
                }
                var text = ""
                while let s = current, s.isASCII, Self.isSymbolContinuation(s) {
                    text.unicodeScalars.append(s)
                    advance()
                }
                return (.symbol(text), start)
            }
        }
        return nil
    }
}
