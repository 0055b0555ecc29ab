import ChessCore
import ChessMotionSupport

/// Why ChessCore refused a move of a scene, kept as its typed error so that tools can read the
/// facts (the squares, the candidates) and messages can phrase them for a scene's author.
public enum MoveRejection: Sendable, Equatable, CustomStringConvertible {
    case san(SANError)
    case move(IllegalMoveError)
    case square(String)
    case uci(UCIError)

    /// Why, without repeating the move's text (the diagnostic names it already).
    public var description: String {
        switch self {
        case let .san(error): Self.reason(error)
        case let .move(error): error.description
        case let .square(text): "'\(text)' is not a square"
        case let .uci(error): error.description
        }
    }

    /// A SANError in the words of a scene's author: what no piece can do, which pieces it is
    /// ambiguous between, what the king forbids.
    static func reason(_ error: SANError) -> String {
        switch error {
        case .empty:
            return "the move is empty"
        case let .malformed(_, index, expected):
            return "it is not SAN: expected \(expected) at character \(index + 1)"
        case let .noCandidate(_, piece, to):
            return piece.kind == .pawn ? "no \(piece.side) pawn can reach \(to)" : "no \(piece) can reach \(to)"
        case let .leavesKingInCheck(_, move, reason):
            return "\(move.from)-\(move.to) is not allowed: \(reason)"
        case let .ambiguous(_, candidates, options):
            let squares = candidates.map(\.name)
            return "it is ambiguous between the pieces on \(squares.listed("and")); write \(options.joined(separator: " or "))"
        case let .castlingNotPossible(_, reason):
            return reason.description
        case let .missingPromotion(_, move):
            return "the pawn reaches \(move.to) and must promote; write \(move.to)=Q (or =R, =B, =N)"
        case .unexpectedPromotion:
            return "only a pawn reaching the last rank can promote"
        case let .nonCanonical(_, canonical):
            return "write it as \(canonical)"
        }
    }

    /// Characters into the move's text where the problem is, when ChessCore says.
    var characterIndex: Int? {
        if case let .san(.malformed(_, index, _)) = self { return index }
        return nil
    }
}
