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

/// Why a check cannot have been given by the last move.
public enum ImpossibleCheck: Hashable, Sendable, CustomStringConvertible {
    /// Two checkers on one line through the king, one each side: no single move opens both.
    case alignedCheckers
    /// Two checkers and neither a bishop, rook or queen: a second check is always uncovered,
    /// and only a slider can be uncovered.
    case noSliderToUncover
    /// The en passant square says the last move was the double push to `pawn`, and that push
    /// can have given at most one check.
    case doubleCheckAfterDoublePush(pawn: Square)
    /// The en passant square says the last move was the double push to `pawn`, but the check
    /// was there before it (the pawn neither gives it nor uncovered it).
    case checkBeforeDoublePush(pawn: Square)

    public var description: String {
        switch self {
        case .alignedCheckers:
            "they stand on one line through the king, which no single move can open on both sides"
        case .noSliderToUncover:
            "a double check needs a bishop, rook or queen uncovered by the move, and neither checker is one"
        case let .doubleCheckAfterDoublePush(pawn):
            "the en passant square says the last move was the pawn's double push to \(pawn), which cannot give two checks"
        case let .checkBeforeDoublePush(pawn):
            "the en passant square says the last move was the pawn's double push to \(pawn), and the king was in check before it"
        }
    }
}

/// Why a placement with its fields cannot be a position in a game.
public enum PositionError: Error, Hashable, Sendable, CustomStringConvertible {
    case kingCount(Side, count: Int)
    case pawnOnBackRank(Square, Side)
    /// More than eight pawns: each side starts with eight, and pawns are never added.
    case tooManyPawns(Side, count: Int)
    /// More than sixteen pieces (pawns and king included).
    case tooManyPieces(Side, count: Int)
    /// More pieces beyond the starting set (a third knight, a second queen, a second bishop on
    /// one colour...) than pawns gone to promote into them: `pawns + promoted` exceeds eight.
    case tooMuchMaterial(Side, pawns: Int, promoted: Int)
    /// The side that just moved would have left its own king in check.
    case sideNotToMoveInCheck(Side, king: Square, attackers: [Square])
    /// More attackers on the king than any move can produce.
    case tooManyCheckers(Side, king: Square, attackers: [Square])
    /// A check no last move could have given.
    case impossibleCheck(Side, king: Square, checkers: [Square], reason: ImpossibleCheck)
    /// A castling right whose king or rook is not on its home square.
    case castlingRightWithoutPieces(CastlingRights, missing: Square, expected: Piece)
    /// Standard chess castles only with the king on the e-file and rooks in the corners; this
    /// right needs Chess960 rules.
    case castlingNeedsChess960(rook: Square)
    /// Chess960 castling rights with the side's king off its first rank.
    case castlingWithoutKing(Side, rights: CastlingRights)
    /// Two castling rights on one wing of the king: a side has one rook each side to castle with.
    case tooManyCastlingRights(Side, kingside: Bool, rooks: [Square])
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
        case let .tooManyPawns(side, count):
            "\(side) has \(count) pawns; a side has at most 8"
        case let .tooManyPieces(side, count):
            "\(side) has \(count) pieces; a side has at most 16"
        case let .tooMuchMaterial(side, pawns, promoted):
            "\(side) has \(promoted) piece\(promoted == 1 ? "" : "s") beyond the starting set and \(pawns) pawn\(pawns == 1 ? "" : "s"); each extra piece needs a pawn that promoted, so together they cannot exceed 8"
        case let .sideNotToMoveInCheck(side, king, attackers):
            "\(side) is not to move but its king on \(king) is in check from \(Self.list(attackers))"
        case let .tooManyCheckers(side, king, attackers):
            "the \(side) king on \(king) is attacked by \(attackers.count) pieces (\(Self.list(attackers))); no move gives more than double check"
        case let .impossibleCheck(side, king, checkers, reason):
            "the \(side) king on \(king) is in check from \(Self.list(checkers)), which no last move could give: \(reason)"
        case let .castlingRightWithoutPieces(right, missing, expected):
            "castling right \(right.fen) needs a \(expected) on \(missing)"
        case let .castlingNeedsChess960(rook):
            "castling with the rook on \(rook) is Chess960 castling; standard chess castles with the king on e1 or e8 and the rooks in the corners"
        case let .castlingWithoutKing(side, rights):
            "castling rights \(rights.fen) need the \(side) king on its first rank"
        case let .tooManyCastlingRights(side, kingside, rooks):
            "\(side) has castling rights for the rooks on \(Self.list(rooks)), all \(kingside ? "kingside" : "queenside"); a side castles with one rook each side of its king"
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
