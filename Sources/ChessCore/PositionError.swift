/// What is wrong with an en passant square, beyond its syntax.
public enum EnPassantProblem: Hashable, Sendable, CustomStringConvertible {
    /// With white to move the square must be on rank 6, with black to move on rank 3.
    case wrongRank(expected: Int)
    /// No pawn of the side that just moved stands in front of the square.
    case noPushedPawn(expectedOn: Square)
    /// The square itself, which the pawn skipped, is occupied.
    case squareOccupied
    /// The square the pawn started from is occupied.
    case originOccupied(Square)

    public var description: String {
        switch self {
        case let .wrongRank(rank): "it must be on rank \(rank) for the side to move"
        case let .noPushedPawn(square): "no pawn on \(square) could have just made a double push"
        case .squareOccupied: "the square is occupied, but a pawn just passed over it"
        case let .originOccupied(square): "\(square), where the pawn would have started, is occupied"
        }
    }
}

/// Why a placement with its fields cannot be a position in a game.
public enum PositionError: Error, Hashable, Sendable, CustomStringConvertible {
    case kingCount(Side, count: Int)
    case pawnOnBackRank(Square, Side)
    /// The side that just moved would have left its own king in check.
    case sideNotToMoveInCheck(Side, king: Square, attackers: [Square])
    /// More attackers on the king than any move can produce.
    case tooManyCheckers(Side, king: Square, attackers: [Square])
    /// A castling right whose king or rook is not on its home square.
    case castlingRightWithoutPieces(CastlingRights, missing: Square, expected: Piece)
    case invalidEnPassant(Square, EnPassantProblem)
    /// A negative halfmove clock or a fullmove number below 1 (FEN parsing already refuses
    /// these; a hand-built `Setup` may not).
    case invalidMoveCounters(halfmoveClock: Int, fullmoveNumber: Int)

    public var description: String {
        switch self {
        case let .kingCount(side, count):
            "\(side) has \(count) king\(count == 1 ? "" : "s"); each side needs exactly one"
        case let .pawnOnBackRank(square, side):
            "\(side) pawn on \(square); pawns cannot stand on the first or last rank"
        case let .sideNotToMoveInCheck(side, king, attackers):
            "\(side) is not to move but its king on \(king) is in check from \(Self.list(attackers))"
        case let .tooManyCheckers(side, king, attackers):
            "the \(side) king on \(king) is attacked by \(attackers.count) pieces (\(Self.list(attackers))); no move gives more than double check"
        case let .castlingRightWithoutPieces(right, missing, expected):
            "castling right \(right.fen) needs a \(expected) on \(missing)"
        case let .invalidEnPassant(square, problem):
            "en passant square \(square) is impossible: \(problem)"
        case let .invalidMoveCounters(halfmoves, fullmoves):
            "move counters \(halfmoves) and \(fullmoves) are impossible: the halfmove clock starts at 0, the fullmove number at 1"
        }
    }

    static func list(_ squares: [Square]) -> String {
        squares.map(\.name).joined(separator: ", ")
    }
}
