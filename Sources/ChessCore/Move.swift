/// A move as UCI sees it: from, to and an optional promotion piece. Castling is the king's move
/// (e1g1) in standard chess and the king taking its own rook (e1h1) in Chess960 (see
/// `CastlingMode`); en passant is the capturing pawn's move; the position supplies the rest.
public struct Move: Hashable, Sendable, CustomStringConvertible {
    public var from: Square
    public var to: Square
    public var promotion: PieceKind?

    @inlinable
    public init(from: Square, to: Square, promotion: PieceKind? = nil) {
        self.from = from
        self.to = to
        self.promotion = promotion
    }

    /// A pass: the side to move gives the move to the other side and nothing on the board
    /// changes. PGN writes it `--` (ChessBase `Z0`), UCI `0000`: see `NullMoveSpelling`. Analysis uses it to show a
    /// threat; `Position.playing(_:)` accepts it only when the side to move is not in check.
    /// Stored as a1 to a1, which no real move can be.
    public static let null = Move(from: .a1, to: .a1)

    public var isNull: Bool { from == to }

    /// Long algebraic notation as UCI engines read and write it: "e2e4", "e7e8q", "0000" for
    /// the null move.
    public var uci: String {
        if isNull { return NullMoveSpelling.uci.rawValue }
        var text = from.name + to.name
        if let promotion { text.append(promotion.character) }
        return text
    }

    /// Reads UCI long algebraic notation ("0000" is the null move). Only the syntax is checked;
    /// whether the move is legal is a question for a position (`Position.move(uci:)`).
    public init(uci text: String) throws(UCIError) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { throw .empty }
        if NullMoveSpelling(text) == NullMoveSpelling.uci {
            self = .null
            return
        }
        func square(at index: Int) throws(UCIError) -> Square {
            guard index < scalars.count else {
                throw .malformed(text, index: index, expected: index % 2 == 0 ? "a file a-h" : "a rank 1-8")
            }
            guard let file = Square.fileIndex(scalars[index]) else {
                throw .malformed(text, index: index, expected: "a file a-h")
            }
            guard index + 1 < scalars.count else {
                throw .malformed(text, index: index + 1, expected: "a rank 1-8")
            }
            guard let rank = Square.rankIndex(scalars[index + 1]) else {
                throw .malformed(text, index: index + 1, expected: "a rank 1-8")
            }
            return Square(unchecked: rank * 8 + file)
        }
        let from = try square(at: 0)
        let to = try square(at: 2)
        var promotion: PieceKind?
        if scalars.count >= 5 {
            switch scalars[4] {
            case "q": promotion = .queen
            case "r": promotion = .rook
            case "b": promotion = .bishop
            case "n": promotion = .knight
            default: throw .malformed(text, index: 4, expected: "a promotion piece q, r, b or n")
            }
        }
        guard scalars.count <= 5 else {
            throw .malformed(text, index: 5, expected: "the end of the move")
        }
        guard from != to else { throw .sameSquare(text) }
        self.init(from: from, to: to, promotion: promotion)
    }

    public var description: String { uci }
}
