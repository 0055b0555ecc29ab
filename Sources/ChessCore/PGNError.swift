/// A place in PGN text: line and column from 1, columns counted in characters.
public struct PGNLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}

/// Why PGN text could not be read, with where.
public enum PGNError: Error, Hashable, Sendable, CustomStringConvertible {
    case unexpectedCharacter(Character, at: PGNLocation)
    /// A `{` comment with no closing `}`; the location is the `{`.
    case unterminatedComment(at: PGNLocation)
    /// A tag value with no closing quote; the location is the opening quote.
    case unterminatedString(at: PGNLocation)
    case malformedTag(expected: String, at: PGNLocation)
    case unexpectedToken(String, at: PGNLocation)
    /// A `)` with no variation open.
    case unmatchedParenthesis(at: PGNLocation)
    /// A `(` never closed; the location is the `(`.
    case unterminatedVariation(at: PGNLocation)
    /// A new game's tags began before the previous game's result (1-0, 0-1, 1/2-1/2 or *).
    case missingResult(at: PGNLocation)
    case resultMismatch(tag: String, marker: String, at: PGNLocation)
    case invalidFEN(FENError, at: PGNLocation)
    /// A move that is not legal (or not SAN); `ply` counts half-moves of the game from 1.
    case illegalMove(san: String, ply: Int, moveNumber: Int, side: Side, reason: SANError, at: PGNLocation)

    public var location: PGNLocation {
        switch self {
        case let .unexpectedCharacter(_, at), let .unterminatedComment(at), let .unterminatedString(at),
             let .malformedTag(_, at), let .unexpectedToken(_, at), let .unmatchedParenthesis(at),
             let .unterminatedVariation(at), let .missingResult(at), let .resultMismatch(_, _, at),
             let .invalidFEN(_, at), let .illegalMove(_, _, _, _, _, at):
            at
        }
    }

    public var line: Int { location.line }
    public var column: Int { location.column }

    public var description: String {
        let problem = switch self {
        case let .unexpectedCharacter(character, _):
            "unexpected character '\(character)'"
        case .unterminatedComment:
            "comment opened with { is never closed"
        case .unterminatedString:
            "tag value opened with \" is never closed"
        case let .malformedTag(expected, _):
            "malformed tag pair: expected \(expected)"
        case let .unexpectedToken(token, _):
            "unexpected \(token) in movetext"
        case .unmatchedParenthesis:
            ") closes no variation"
        case .unterminatedVariation:
            "variation opened with ( is never closed"
        case .missingResult:
            "the previous game has no result (1-0, 0-1, 1/2-1/2 or *) before this tag"
        case let .resultMismatch(tag, marker, _):
            "result \(marker) does not match the Result tag \"\(tag)\""
        case let .invalidFEN(error, _):
            "invalid FEN tag: \(error)"
        case let .illegalMove(san, ply, number, side, reason, _):
            "illegal move \(number)\(side == .white ? "." : "...") \(san) (ply \(ply)): \(reason)"
        }
        return "\(location): \(problem)"
    }
}
