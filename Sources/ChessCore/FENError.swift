/// The six space-separated fields of a FEN, named for error messages.
public enum FENField: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case placement = 1
    case sideToMove
    case castling
    case enPassant
    case halfmoveClock
    case fullmoveNumber

    public var description: String {
        switch self {
        case .placement: "piece placement"
        case .sideToMove: "side to move"
        case .castling: "castling rights"
        case .enPassant: "en passant square"
        case .halfmoveClock: "halfmove clock"
        case .fullmoveNumber: "fullmove number"
        }
    }
}

/// Why a FEN string was rejected. Indices count characters of the FEN from 0; messages show them
/// from 1. Ranks are named as on the board (8 is the first rank FEN writes).
public enum FENError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case missingField(FENField)
    case extraField(String, index: Int)
    case wrongRankCount(Int)
    case rankTooLong(rank: Int, index: Int)
    case rankTooShort(rank: Int, squares: Int, index: Int)
    case unknownPieceLetter(Character, index: Int)
    /// Two digits in a row ("44"): one run of empty squares must be one digit.
    case consecutiveDigits(index: Int)
    case badSideToMove(String, index: Int)
    case unknownCastlingLetter(Character, index: Int)
    case repeatedCastlingLetter(Character, index: Int)
    /// Castling letters must come in the order KQkq.
    case castlingOutOfOrder(String, index: Int)
    case badEnPassantSquare(String, index: Int)
    case badHalfmoveClock(String, index: Int)
    case badFullmoveNumber(String, index: Int)
    /// The text is well-formed but the position cannot occur in a game.
    case illegalPosition(PositionError)

    public var description: String {
        switch self {
        case .empty:
            "empty FEN"
        case let .missingField(field):
            "FEN is missing field \(field.rawValue) (\(field))"
        case let .extraField(text, index):
            "FEN has an extra field \"\(text)\" at character \(index + 1); a FEN has six fields"
        case let .wrongRankCount(count):
            "piece placement has \(count) rank\(count == 1 ? "" : "s") separated by '/', expected 8"
        case let .rankTooLong(rank, index):
            "rank \(rank) describes more than 8 squares (at character \(index + 1))"
        case let .rankTooShort(rank, squares, index):
            "rank \(rank) describes \(squares) square\(squares == 1 ? "" : "s"), expected 8 (at character \(index + 1))"
        case let .unknownPieceLetter(character, index):
            "unknown piece letter '\(character)' at character \(index + 1); expected one of PNBRQK pnbrqk or a digit 1-8"
        case let .consecutiveDigits(index):
            "two digits in a row at character \(index + 1); write one digit per run of empty squares"
        case let .badSideToMove(text, index):
            "side to move \"\(text)\" at character \(index + 1) is not 'w' or 'b'"
        case let .unknownCastlingLetter(character, index):
            "unknown castling letter '\(character)' at character \(index + 1); expected '-' or letters from KQkq"
        case let .repeatedCastlingLetter(character, index):
            "castling letter '\(character)' repeated at character \(index + 1)"
        case let .castlingOutOfOrder(text, index):
            "castling rights \"\(text)\" at character \(index + 1) are not in the order KQkq"
        case let .badEnPassantSquare(text, index):
            "en passant field \"\(text)\" at character \(index + 1) is not '-' or a square on rank 3 or 6"
        case let .badHalfmoveClock(text, index):
            "halfmove clock \"\(text)\" at character \(index + 1) is not a whole number from 0 to \(Setup.maximumMoveCounter)"
        case let .badFullmoveNumber(text, index):
            "fullmove number \"\(text)\" at character \(index + 1) is not a whole number from 1 to \(Setup.maximumMoveCounter)"
        case let .illegalPosition(reason):
            "illegal position: \(reason)"
        }
    }
}
