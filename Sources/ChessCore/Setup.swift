/// A placement with the other FEN fields, not yet checked for legality. `Position(setup:)` is
/// the one gate from here to a position the move generator may trust; keeping the unchecked form
/// separate lets editors and parsers hold half-made boards without pretending they are playable.
public struct Setup: Hashable, Sendable {
    public var board: Board
    public var sideToMove: Side
    public var castlingRights: CastlingRights
    public var enPassantSquare: Square?
    public var halfmoveClock: Int
    public var fullmoveNumber: Int

    public init(
        board: Board = Board(),
        sideToMove: Side = .white,
        castlingRights: CastlingRights = .none,
        enPassantSquare: Square? = nil,
        halfmoveClock: Int = 0,
        fullmoveNumber: Int = 1
    ) {
        self.board = board
        self.sideToMove = sideToMove
        self.castlingRights = castlingRights
        self.enPassantSquare = enPassantSquare
        self.halfmoveClock = halfmoveClock
        self.fullmoveNumber = fullmoveNumber
    }

    public static let start = Setup(board: .standard, castlingRights: .all)
}
