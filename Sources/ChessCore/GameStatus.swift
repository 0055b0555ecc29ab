/// Where a game stands. The draws by rule are reported as soon as they apply (the fifty-move
/// rule and threefold repetition are, strictly, claimable; an app shows them as reached).
public enum GameStatus: Hashable, Sendable, CustomStringConvertible {
    case ongoing
    case checkmate(winner: Side)
    case stalemate
    case insufficientMaterial
    case fiftyMoveRule
    case threefoldRepetition

    public var isOver: Bool { self != .ongoing }

    /// The result this status gives: a win for the mating side, a draw for the other endings,
    /// `.ongoing` while the game goes on.
    public var result: GameResult {
        switch self {
        case .ongoing: .ongoing
        case let .checkmate(winner): .win(for: winner)
        case .stalemate, .insufficientMaterial, .fiftyMoveRule, .threefoldRepetition: .draw
        }
    }

    public var description: String {
        switch self {
        case .ongoing: "ongoing"
        case let .checkmate(winner): "checkmate, \(winner) wins"
        case .stalemate: "stalemate"
        case .insufficientMaterial: "draw by insufficient material"
        case .fiftyMoveRule: "draw by the fifty-move rule"
        case .threefoldRepetition: "draw by threefold repetition"
        }
    }
}

extension Position {
    /// The status this position alone shows (a game's history is needed for repetition). Mate
    /// and stalemate come first: a mate on the hundredth half-move still wins.
    public var status: GameStatus {
        if legalMoveCount == 0 { return isCheck ? .checkmate(winner: sideToMove.opposite) : .stalemate }
        if hasInsufficientMaterial { return .insufficientMaterial }
        if halfmoveClock >= 100 { return .fiftyMoveRule }
        return .ongoing
    }

    /// Neither side can ever mate: king against king with at most one minor piece, or only
    /// bishops all on squares of one colour. (Other dead positions, such as locked pawn chains,
    /// are not detected.)
    public var hasInsufficientMaterial: Bool {
        if board.pawns | board.rooks | board.queens != 0 { return false }
        let minors = board.knights | board.bishops
        if minors.nonzeroBitCount <= 1 { return true }
        if board.knights != 0 { return false }
        let lightSquares: UInt64 = 0x55AA_55AA_55AA_55AA
        return board.bishops & lightSquares == 0 || board.bishops & ~lightSquares == 0
    }

    /// The parts of a position that repetition compares: everything but the two clocks. The en
    /// passant square counts only when a capture is legal, which is how positions store it.
    public var repetitionKey: RepetitionKey {
        RepetitionKey(board: board, sideToMove: sideToMove, castlingRights: castlingRights,
                      enPassantSquare: enPassantSquare)
    }
}

/// Identity of a position for the repetition rule.
public struct RepetitionKey: Hashable, Sendable {
    public let board: Board
    public let sideToMove: Side
    public let castlingRights: CastlingRights
    public let enPassantSquare: Square?
}
