/// Reads the operations that follow the four position fields of an EPD line:
/// `opcode {operand} ;` repeated, operands being bare words or quoted strings.
struct EPDOperationReader {
    /// Why the operations could not be read, with the character index it happened at.
    enum Problem: Error, Hashable, Sendable {
        case badOpcode(String, index: Int)
        case missingSemicolon(opcode: String, index: Int)
        case unterminatedString(index: Int)
    }

    static func read(_ scalars: [Unicode.Scalar], from start: Int) -> Result<[EPDOperation], Problem> {
        var operations: [EPDOperation] = []
        var i = start
        func skipSpace() {
            while i < scalars.count, scalars[i].properties.isWhitespace { i += 1 }
        }
        func word() -> String {
            var text = ""
            while i < scalars.count, !scalars[i].properties.isWhitespace, scalars[i] != ";", scalars[i] != "\"" {
                text.unicodeScalars.append(scalars[i])
                i += 1
            }
            return text
        }
        while true {
            skipSpace()
            guard i < scalars.count else { return .success(operations) }
            let opcodeIndex = i
            let opcode = word()
            guard let first = opcode.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
                  opcode.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
            else {
                let shown = opcode.isEmpty ? String(Character(scalars[opcodeIndex])) : opcode
                return .failure(.badOpcode(shown, index: opcodeIndex))
            }
            var operands: [EPDOperand] = []
            while true {
                skipSpace()
                guard i < scalars.count else { return .failure(.missingSemicolon(opcode: opcode, index: i)) }
                if scalars[i] == ";" { i += 1; break }
                if scalars[i] == "\"" {
                    let quote = i
                    i += 1
                    var text = ""
                    while i < scalars.count, scalars[i] != "\"" {
                        if scalars[i] == "\\", i + 1 < scalars.count { i += 1 }
                        text.unicodeScalars.append(scalars[i])
                        i += 1
                    }
                    guard i < scalars.count else { return .failure(.unterminatedString(index: quote)) }
                    i += 1
                    operands.append(.string(text))
                } else {
                    operands.append(.word(word()))
                }
            }
            operations.append(EPDOperation(opcode: opcode, operands: operands, index: opcodeIndex))
        }
    }
}
