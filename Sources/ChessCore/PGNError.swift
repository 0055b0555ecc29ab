/// Why PGN text (or a move list read as movetext) could not be read, with where.
public enum PGNError: Error, Hashable, Sendable, CustomStringConvertible {
    case unexpectedCharacter(Character, at: TextLocation)
    /// A `{` comment with no closing `}`; the location is the `{`.
    case unterminatedComment(at: TextLocation)
    /// A tag value with no closing quote on its line; the location is the opening quote.
    case unterminatedString(at: TextLocation)
    case malformedTag(expected: String, at: TextLocation)
    case unexpectedToken(String, at: TextLocation)
    /// A `)` with no variation open.
    case unmatchedParenthesis(at: TextLocation)
    /// A `(` not closed before the game's result or the next game; the location is the `(`.
    case unterminatedVariation(at: TextLocation)
    /// A new game's tags began before the previous game's result (1-0, 0-1, 1/2-1/2 or *).
    case missingResult(at: TextLocation)
    case resultMismatch(tag: String, marker: String, at: TextLocation)
    case invalidFEN(FENError, at: TextLocation)
    /// A `Variant` tag naming a game other than standard chess or Chess960.
    case unsupportedVariant(String, at: TextLocation)
    /// A move that is not legal (or not SAN), named by its ply (counted from the game's start).
    case illegalMove(Ply, reason: SANError, at: TextLocation)
    /// A move written as squares (UCI or `e2-e4`, read in lenient mode) that is not legal.
    case illegalSquaresMove(Ply, reason: IllegalMoveError, at: TextLocation)
    /// A move inside a variation that is not even SAN (variations are checked, not played).
    case malformedVariationMove(String, reason: SANError, at: TextLocation)
    /// Something other than comments after the result of a single movetext.
    case textAfterResult(String, at: TextLocation)
    /// A `%cal` or `%csl` item in a move's comment that is not an arrow or a circled square; the
    /// location is the comment's.
    case malformedShape(PGNShapeError, at: TextLocation)

    public var location: TextLocation {
        switch self {
        case let .unexpectedCharacter(_, at), let .unterminatedComment(at), let .unterminatedString(at),
             let .malformedTag(_, at), let .unexpectedToken(_, at), let .unmatchedParenthesis(at),
             let .unterminatedVariation(at), let .missingResult(at), let .resultMismatch(_, _, at),
             let .invalidFEN(_, at), let .unsupportedVariant(_, at), let .illegalMove(_, _, at),
             let .illegalSquaresMove(_, _, at), let .malformedVariationMove(_, _, at), let .textAfterResult(_, at),
             let .malformedShape(_, at):
            at
        }
    }

    public var line: Int { location.line }
    public var column: Int { location.column }

    /// The move the error is about, if it is about one.
    public var ply: Ply? {
        switch self {
        case let .illegalMove(ply, _, _), let .illegalSquaresMove(ply, _, _):
            ply
        default:
            nil
        }
    }

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
            "invalid FEN tag: \(error)" + (error.needsChess960 ? "; a [Variant \"Chess960\"] tag reads it as Chess960" : "")
        case let .unsupportedVariant(name, _):
            "variant \"\(name)\" is not supported; games are read as standard chess or Chess960"
        case let .illegalMove(ply, reason, _):
            "illegal move \(ply.label) (ply \(ply.number)): \(reason)"
        case let .illegalSquaresMove(ply, reason, _):
            "illegal move \(ply.label) (ply \(ply.number)): \(reason)"
        case let .malformedVariationMove(text, reason, _):
            "move \(text) in a variation is not SAN: \(reason)"
        case let .textAfterResult(text, _):
            "\"\(text)\" after the result; the moves end with the result"
        case let .malformedShape(error, _):
            "\(error)"
        }
        return "\(location): \(problem)"
    }
}
