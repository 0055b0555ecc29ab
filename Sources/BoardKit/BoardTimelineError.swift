import ChessMotionSupport
import ChessCore

/// Which move of a timeline a problem is about: its place in the list, its move number as a
/// score sheet writes it ("2." for White's second move, "2..." for Black's), its text as
/// written and its instant.
public struct MoveReference: Sendable, Hashable, CustomStringConvertible {
    /// From 0, in the order given.
    public let index: Int
    public let moveNumber: Int
    public let side: Side
    public let text: String
    public let instant: Double

    /// "2... Nc6".
    public var label: String { "\(moveNumber)\(side == .white ? "." : "...") \(text)" }

    public var description: String { "move \(index + 1) (\(label) at \(instant.trimmed) s)" }
}

/// Why a timeline cannot be drawn. Each case says which move (its index, number and text) and
/// why, with ChessCore's own explanation, so that a scene can never show an illegal move.
public enum BoardTimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidFEN(String, reason: FENError)
    case invalidInstant(MoveReference)
    /// Instants must strictly increase: `move` does not come after `previous`.
    case outOfOrder(MoveReference, previous: MoveReference)
    case badSquare(MoveReference, square: String)
    case malformedUCI(MoveReference, reason: UCIError)
    case illegalSAN(MoveReference, reason: SANError)
    case illegalMove(MoveReference, reason: IllegalMoveError)

    /// The move the problem is about, if it is about one.
    public var move: MoveReference? {
        switch self {
        case .invalidFEN: nil
        case let .invalidInstant(move), let .outOfOrder(move, _), let .badSquare(move, _), let .malformedUCI(move, _),
             let .illegalSAN(move, _), let .illegalMove(move, _): move
        }
    }

    public var description: String {
        switch self {
        case let .invalidFEN(fen, reason):
            "the start position \"\(fen)\" is not valid FEN: \(reason)"
        case let .invalidInstant(move):
            "\(move): the instant must be a finite number of seconds"
        case let .outOfOrder(move, previous):
            "\(move) must start after \(previous): instants must strictly increase"
        case let .badSquare(move, square):
            "\(move): \"\(square)\" is not a square (a file a-h and a rank 1-8, as in e4)"
        case let .malformedUCI(move, reason):
            "\(move): \(reason)"
        case let .illegalSAN(move, reason):
            "\(move) is illegal: \(reason)"
        case let .illegalMove(move, reason):
            "\(move) is illegal: \(reason)"
        }
    }
}
