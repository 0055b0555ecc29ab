/// Why a SAN string does not name a legal move, in the words a player would use.
public enum SANError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    /// Not SAN at all; `index` (from 0) is where it went wrong and `expected` what would fit.
    case malformed(String, index: Int, expected: String)
    /// No piece of that kind can reach the square, even ignoring checks.
    case noCandidate(String, piece: Piece, to: Square)
    /// A piece could make the move but the king forbids it (a pin, an unanswered check, or the
    /// king stepping into check); `reason` says which.
    case leavesKingInCheck(String, move: Move, reason: IllegalMoveError)
    /// More than one piece fits; `candidates` are their squares and `options` the SAN of each.
    case ambiguous(String, candidates: [Square], options: [String])
    case castlingNotPossible(String, reason: IllegalMoveError)
    /// A pawn reaching the last rank without a promotion piece.
    case missingPromotion(String, move: Move)
    /// A promotion piece on a move that is not a pawn reaching the last rank.
    case unexpectedPromotion(String)
    /// Strict mode: the move is clear but is not written the standard way.
    case nonCanonical(String, canonical: String)

    public var description: String {
        switch self {
        case .empty:
            "empty move"
        case let .malformed(text, index, expected):
            "\"\(text)\" is not SAN: expected \(expected) at character \(index + 1)"
        case let .noCandidate(text, piece, to):
            piece.kind == .pawn
                ? "\(text): no \(piece.side) pawn can move to \(to)"
                : "\(text): no \(piece) can move to \(to)"
        case let .leavesKingInCheck(text, _, reason):
            "\(text) is illegal: \(reason)"
        case let .ambiguous(text, _, options):
            "\(text) is ambiguous: \(options.joined(separator: " or "))"
        case let .castlingNotPossible(text, reason):
            "\(text) is illegal: \(reason)"
        case let .missingPromotion(text, move):
            "\(text): the pawn reaches the last rank on \(move.to) and needs a promotion piece, e.g. \(text.filter { $0 != "+" && $0 != "#" })=Q"
        case let .unexpectedPromotion(text):
            "\(text): only a pawn reaching the last rank can promote"
        case let .nonCanonical(text, canonical):
            "\"\(text)\" is not standard SAN for this move; write \"\(canonical)\" (lenient mode accepts it)"
        }
    }
}
