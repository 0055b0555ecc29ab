import ChessCore

/// Reading positions and moves from the command line for the chess commands.
enum ChessInput {
    /// "startpos" or a FEN. A FEN may come quoted as one word or unquoted as its six words.
    static func position(_ words: [String]) throws -> Position {
        let text = words.joined(separator: " ")
        if text == "startpos" { return .start }
        do {
            return try Position(fen: text)
        } catch {
            throw ChessInputError.invalidFEN(text, error)
        }
    }

    /// Splits the leading position off a list of words: "startpos", one quoted FEN, or the six
    /// words of an unquoted FEN (recognised by its side-to-move field).
    static func splitPosition(_ words: [String]) -> (position: [String], rest: [String]) {
        guard let first = words.first else { return ([], []) }
        if first != "startpos", !first.contains(" "), first.contains("/"), words.count >= 6,
           words[1] == "w" || words[1] == "b" {
            return (Array(words.prefix(6)), Array(words.dropFirst(6)))
        }
        return ([first], Array(words.dropFirst()))
    }

    /// A move in UCI ("e2e4", "e7e8q") or SAN ("Nf3", "O-O", "exd8=Q+").
    static func move(_ text: String, in position: Position, sanMode: SANParseMode, ply: Int) throws -> Move {
        if MoveListReader.isUCI(text) {
            do {
                return try position.move(uci: text)
            } catch {
                throw ChessInputError.badMove(ply: ply, text: text, reason: error.description)
            }
        }
        do {
            return try position.move(san: text, mode: sanMode)
        } catch {
            throw ChessInputError.badMove(ply: ply, text: text, reason: error.description)
        }
    }

    /// One line for a game's state: the result if it is over, else who moves and whether in check.
    static func statusLine(_ status: GameStatus, _ position: Position) -> String {
        guard status == .ongoing else { return "status: \(status)" }
        return "status: ongoing, \(position.sideToMove) to move" + (position.isCheck ? ", in check" : "")
    }
}

/// Bad chess input on an otherwise well-formed command line (exit status 1).
enum ChessInputError: Error, CustomStringConvertible {
    case invalidFEN(String, FENError)
    case badMove(ply: Int, text: String, reason: String)
    indirect case inputLine(Int, ChessInputError)

    var description: String {
        switch self {
        case let .invalidFEN(text, error):
            var message = "invalid FEN \"\(text)\": \(error)"
            if case .missingField = error, !text.contains(" ") {
                message += " (put the FEN in quotes, or write all six fields)"
            }
            return message
        case let .badMove(ply, text, reason):
            return "move \(ply) \"\(text)\": \(reason)"
        case let .inputLine(line, error):
            return "line \(line): \(error)"
        }
    }
}
