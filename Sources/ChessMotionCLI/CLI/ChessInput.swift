import BoardKit
import ChessCore
import FoundationEssentials

/// Reading positions and moves from the command line for the chess commands.
enum ChessInput {
    /// `--strict`: positions (and SAN, where moves are read) exactly as the standards write them.
    static let strict = Option.flag(
        "--strict", help: "accept only a six-field FEN (not 4 fields or an EPD line) and only standard SAN")
    /// `--chess960`: castling by Chess960's rules, written king-takes-rook in UCI.
    static let chess960 = Option.flag(
        "--chess960", help: "play by Chess960's castling rules (automatic when the FEN's castling rights need them)")

    /// "startpos" or a FEN. A FEN may come quoted as one word or unquoted as its fields. Unless
    /// strict, 4 or 5 fields and EPD lines are read too; Chess960 when asked or when the castling
    /// rights need it.
    static func position(_ words: [String], strict: Bool = false, chess960: Bool = false) throws -> Position {
        let text = words.joined(separator: " ")
        if text == "startpos" {
            return chess960 ? Position.start.with(castlingMode: .chess960) ?? .start : .start
        }
        do {
            return try Position(typed: text, mode: strict ? .strict : .lenient, chess960: chess960)
        } catch {
            throw ChessInputError.invalidFEN(text, error)
        }
    }

    /// `board`'s start: "startpos", a FEN or its placement alone, kept even when it is no legal
    /// position (BoardKit's `TypedBoard`: drawn as given, but no move is played on it).
    static func board(_ words: [String], _ arguments: ParsedArguments) throws -> TypedBoard {
        let text = words.joined(separator: " ")
        do {
            return try TypedBoard(text, mode: arguments.flag(strict) ? .strict : .lenient, chess960: arguments.flag(chess960))
        } catch {
            throw ChessInputError.invalidFEN(text, error)
        }
    }

    /// The position options a chess command was given.
    static func position(_ words: [String], _ arguments: ParsedArguments, chess960 allowed: Bool = true) throws -> Position {
        try position(words, strict: arguments.flag(strict), chess960: allowed && arguments.flag(chess960))
    }

    /// Splits the leading position off a list of words: "startpos", one quoted FEN, or the
    /// words of an unquoted FEN (recognised by its side-to-move field): four fields and up to
    /// two move counters (bare numbers, which no move or move number is).
    static func splitPosition(_ words: [String]) -> (position: [String], rest: [String]) {
        guard let first = words.first else { return ([], []) }
        if first != "startpos", !first.contains(" "), first.contains("/"), words.count >= 4,
           words[1] == "w" || words[1] == "b" {
            var count = 4
            while count < min(words.count, 6), Int(words[count]) != nil { count += 1 }
            return (Array(words.prefix(count)), Array(words.dropFirst(count)))
        }
        return ([first], Array(words.dropFirst()))
    }

    /// The moves in typed words, read by ChessCore's one reader of a typed line.
    static func moves(in words: [String]) throws -> [(notation: MoveNotation, text: String)] {
        let text = words.joined(separator: " ")
        do { return try MovetextTokenizer.mainLine(in: text) } catch {
            throw ChessInputError.movetext(text.replacingEvery(",", with: " "), error)
        }
    }

    /// A written move in a position: UCI ("e2e4", "e7e8q"), SAN ("Nf3", "O-O"), or a pass.
    static func move(_ notation: MoveNotation, text: String, in position: Position, sanMode: SANParseMode, ply: Int) throws -> Move {
        // The tokens classify leniently; a pass strict mode does not read goes to SAN to be refused.
        let notation = notation == .null ? MoveNotation(text, mode: sanMode) : notation
        do {
            return try position.move(notation, sanMode: sanMode)
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
    case movetext(String, PGNError)
    indirect case inputLine(Int, ChessInputError)

    var description: String {
        switch self {
        case let .invalidFEN(text, error):
            var message = "invalid FEN \"\(text)\": \(error)"
            if case .missingField = error, !text.contains(" ") {
                message += " (put the FEN in quotes, or write its fields)"
            }
            if error.needsChess960 { message += "; --chess960 reads it as Chess960" }
            return message
        case let .badMove(ply, text, reason):
            return "move \(ply) \"\(text)\": \(reason)"
        case let .movetext(text, error):
            return "moves \"\(text)\": \(error)"
        case let .inputLine(line, error):
            return "line \(line): \(error)"
        }
    }
}
