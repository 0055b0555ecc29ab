/// One operand of an EPD operation: a quoted string (which may hold spaces and semicolons), or
/// a bare word such as a SAN move or a number.
public enum EPDOperand: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case word(String)

    /// The operand's text without quotes.
    public var text: String {
        switch self {
        case let .string(text), let .word(text): text
        }
    }

    /// The operand as an EPD line writes it.
    public var description: String {
        switch self {
        case let .string(text): "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        case let .word(text): text
        }
    }
}

/// One operation of an EPD line: an opcode (`bm`, `am`, `id`, `c0`...) and its operands, as in
/// `bm Nf3 e4;` or `id "BK.01";`.
public struct EPDOperation: Hashable, Sendable, CustomStringConvertible {
    public var opcode: String
    public var operands: [EPDOperand]
    /// Where the opcode starts, counting characters of the line from 0.
    public var index: Int = 0

    /// The operands' texts joined by spaces: the value of a one-string operation such as `id`.
    public var text: String { operands.map(\.text).joined(separator: " ") }

    /// The first operand as a whole number, for counters such as `hmvc`, `fmvn`, `acd`.
    public var integer: Int? { operands.first.flatMap { Int($0.text) } }

    /// `opcode operand operand;`
    public var description: String {
        ([opcode] + operands.map(\.description)).joined(separator: " ") + ";"
    }
}

extension String {
    /// Foundation-free replacement, so ChessCore's writers need nothing beyond the standard library.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
