/// What a piece is, independent of who owns it.
public enum PieceKind: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case pawn = 0
    case knight = 1
    case bishop = 2
    case rook = 3
    case queen = 4
    case king = 5

    /// Lower-case letter as FEN writes a black piece and UCI writes a promotion.
    public var character: Character {
        switch self {
        case .pawn: "p"
        case .knight: "n"
        case .bishop: "b"
        case .rook: "r"
        case .queen: "q"
        case .king: "k"
        }
    }

    /// The letter SAN puts in front of a move; empty for pawns, which SAN leaves unnamed.
    public var sanLetter: String {
        self == .pawn ? "" : String(character).uppercased()
    }

    /// Accepts either case, because FEN uses the case for the side and UCI/SAN use one each.
    public init?(character: Character) {
        switch character {
        case "p", "P": self = .pawn
        case "n", "N": self = .knight
        case "b", "B": self = .bishop
        case "r", "R": self = .rook
        case "q", "Q": self = .queen
        case "k", "K": self = .king
        default: return nil
        }
    }

    public var isPromotionKind: Bool { self != .pawn && self != .king }

    public var description: String {
        switch self {
        case .pawn: "pawn"
        case .knight: "knight"
        case .bishop: "bishop"
        case .rook: "rook"
        case .queen: "queen"
        case .king: "king"
        }
    }
}
