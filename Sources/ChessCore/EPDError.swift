/// Why an EPD line could not be read. Indices count characters of the line from 0; messages
/// show them from 1.
public enum EPDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The four position fields are wrong (see `FENError`).
    case fen(FENError)
    /// An operation must start with an opcode: a letter, then letters, digits or underscores.
    case badOpcode(String, index: Int)
    /// Each operation ends with a semicolon; `index` is where one was expected.
    case missingSemicolon(opcode: String, index: Int)
    /// A string operand opened with `"` and never closed; the index is the opening quote.
    case unterminatedString(index: Int)
    /// `hmvc` or `fmvn` whose operand is not a counter; the index is the opcode.
    case badCounter(opcode: String, operand: String, index: Int)

    public var description: String {
        switch self {
        case let .fen(error):
            "\(error)"
        case let .badOpcode(text, index):
            "\"\(text)\" at character \(index + 1) is not an EPD opcode (a letter, then letters, digits or _)"
        case let .missingSemicolon(opcode, index):
            "EPD operation \(opcode) has no closing ; (at character \(index + 1))"
        case let .unterminatedString(index):
            "string opened with \" at character \(index + 1) is never closed"
        case let .badCounter(opcode, operand, index):
            "\(opcode) at character \(index + 1) needs a whole number, not \"\(operand)\""
        }
    }

    init(_ problem: EPDOperationReader.Problem) {
        switch problem {
        case let .badOpcode(text, index): self = .badOpcode(text, index: index)
        case let .missingSemicolon(opcode, index): self = .missingSemicolon(opcode: opcode, index: index)
        case let .unterminatedString(index): self = .unterminatedString(index: index)
        }
    }
}
