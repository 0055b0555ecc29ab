/// A piece with its owner: what stands on a square.
public struct Piece: Hashable, Sendable, CustomStringConvertible {
    public var side: Side
    public var kind: PieceKind

    @inlinable
    public init(side: Side, kind: PieceKind) {
        self.side = side
        self.kind = kind
    }

    /// FEN's letter: upper case for white, lower case for black.
    public var fenCharacter: Character {
        side == .white ? Character(String(kind.character).uppercased()) : kind.character
    }

    public init?(fenCharacter: Character) {
        guard let kind = PieceKind(character: fenCharacter) else { return nil }
        self.init(side: fenCharacter.isUppercase ? .white : .black, kind: kind)
    }

    /// File stem in a piece-set folder ("wK", "bN", "wP"), the naming most published sets use,
    /// so that a set can be dropped in without renaming.
    public var assetName: String {
        (side == .white ? "w" : "b") + String(kind.character).uppercased()
    }

    /// "white knight": the words error messages use.
    public var description: String { "\(side) \(kind)" }

    public static let whitePawn = Piece(side: .white, kind: .pawn)
    public static let whiteKnight = Piece(side: .white, kind: .knight)
    public static let whiteBishop = Piece(side: .white, kind: .bishop)
    public static let whiteRook = Piece(side: .white, kind: .rook)
    public static let whiteQueen = Piece(side: .white, kind: .queen)
    public static let whiteKing = Piece(side: .white, kind: .king)
    public static let blackPawn = Piece(side: .black, kind: .pawn)
    public static let blackKnight = Piece(side: .black, kind: .knight)
    public static let blackBishop = Piece(side: .black, kind: .bishop)
    public static let blackRook = Piece(side: .black, kind: .rook)
    public static let blackQueen = Piece(side: .black, kind: .queen)
    public static let blackKing = Piece(side: .black, kind: .king)
}
