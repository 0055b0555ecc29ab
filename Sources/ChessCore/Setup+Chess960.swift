extension Setup {
    /// One of the 960 starting arrays by its Scharnagl number (0...959; 518 is the standard
    /// array), with all four castling rights and the Chess960 castling mode. Nil outside the range.
    ///
    /// The number picks, in turn, the light-squared bishop's file (b, d, f, h), the dark-squared
    /// bishop's (a, c, e, g), the queen's among the six files left, the knights' pair among the
    /// five left; rook, king, rook fill the last three, so the king stands between its rooks.
    public static func chess960(number: Int) -> Setup? {
        guard (0..<960).contains(number) else { return nil }
        var files = [PieceKind?](repeating: nil, count: 8)
        var n = number
        files[2 * (n % 4) + 1] = .bishop
        n /= 4
        files[2 * (n % 4)] = .bishop
        n /= 4
        func place(_ kind: PieceKind, atEmpty index: Int) {
            let empty = files.indices.filter { files[$0] == nil }
            files[empty[index]] = kind
        }
        place(.queen, atEmpty: n % 6)
        n /= 6
        let knightPairs = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
        let (first, second) = knightPairs[n]
        place(.knight, atEmpty: second)
        place(.knight, atEmpty: first)
        place(.rook, atEmpty: 0)
        place(.king, atEmpty: 0)
        place(.rook, atEmpty: 0)

        var board = Board()
        var rooks: [Square] = []
        for (file, kind) in files.enumerated() {
            guard let kind else { continue }
            let white = Square.onBoard(file: file, rank: 0), black = Square.onBoard(file: file, rank: 7)
            board[white] = Piece(side: .white, kind: kind)
            board[black] = Piece(side: .black, kind: kind)
            board[Square.onBoard(file: file, rank: 1)] = .whitePawn
            board[Square.onBoard(file: file, rank: 6)] = .blackPawn
            if kind == .rook { rooks += [white, black] }
        }
        return Setup(board: board, castlingRights: CastlingRights(rooksOn: rooks), castlingMode: .chess960)
    }
}

extension Position {
    /// The Chess960 starting position with this Scharnagl number (0...959; 518 is the standard
    /// array, played with Chess960 castling). Nil outside the range.
    public static func chess960(number: Int) -> Position? {
        Setup.chess960(number: number).map { Position(unchecked: $0) }
    }
}
