/// One castling move worked out from where its king and rook stand, so that generation,
/// playing, SAN, diagnosis and animation all agree on the squares. The king always lands on the
/// g- or c-file and the rook beside it on f or d, whatever files they start on (Chess960).
struct Castling: Hashable, Sendable {
    let side: Side
    let kingside: Bool
    let kingFrom: Square
    let kingTo: Square
    let rookFrom: Square
    let rookTo: Square

    init(side: Side, king: Square, rook: Square) {
        self.side = side
        kingside = rook.file > king.file
        kingFrom = king
        rookFrom = rook
        kingTo = Square.onBoard(file: kingside ? 6 : 2, rank: king.rank)
        rookTo = Square.onBoard(file: kingside ? 5 : 3, rank: king.rank)
    }

    var right: CastlingRights { CastlingRights(rookOn: rookFrom) }

    private var movers: UInt64 { (1 << UInt64(kingFrom.rawValue)) | (1 << UInt64(rookFrom.rawValue)) }

    /// Squares both pieces cross or land on, which must be empty but for the two of them.
    var mustBeEmpty: UInt64 {
        let t = attackTables
        let squares = t.between(kingFrom.index, kingTo.index) | (1 << UInt64(kingTo.rawValue))
            | t.between(rookFrom.index, rookTo.index) | (1 << UInt64(rookTo.rawValue))
        return squares & ~movers
    }

    /// Squares the king stands on, crosses or lands on, from its start: none may be attacked.
    var kingPath: [Square] {
        let t = attackTables
        let path = t.between(kingFrom.index, kingTo.index) | (1 << UInt64(kingTo.rawValue))
        var squares = Bitboard(rawValue: path).squares
        if kingTo < kingFrom { squares.reverse() }
        return squares
    }

    /// The occupancy against which the king's path is tested: without the king and the castling
    /// rook, so that a rook shielding the king's square from the side (Chess960) cannot hide a
    /// check it would no longer block.
    func occupancyForAttacks(_ occupied: UInt64) -> UInt64 { occupied & ~movers }

    /// The move as the position's mode writes it: the king's landing square in standard chess,
    /// the rook's square (king takes rook) in Chess960.
    func move(in mode: CastlingMode) -> Move {
        Move(from: kingFrom, to: mode == .chess960 ? rookFrom : kingTo)
    }
}
