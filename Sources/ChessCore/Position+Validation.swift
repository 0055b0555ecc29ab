extension Position {
    /// The checks that make a setup playable, in the order a person fixing a board would want
    /// them reported: pieces first, then the fields that depend on them, then checks.
    static func validate(_ setup: Setup) throws(PositionError) {
        let board = setup.board
        for side in Side.allCases {
            let count = (board.kings & board.bits(side)).nonzeroBitCount
            guard count == 1 else { throw .kingCount(side, count: count) }
        }

        guard setup.halfmoveClock >= 0, setup.fullmoveNumber >= 1 else {
            throw .invalidMoveCounters(halfmoveClock: setup.halfmoveClock, fullmoveNumber: setup.fullmoveNumber)
        }

        let backRanks: UInt64 = 0xFF00_0000_0000_00FF
        if let square = Bitboard(rawValue: board.pawns & backRanks).first {
            throw .pawnOnBackRank(square, board[square]?.side ?? .white)
        }

        for geometry in CastlingRights.geometries where setup.castlingRights.contains(geometry.right) {
            let king = Piece(side: geometry.side, kind: .king)
            let rook = Piece(side: geometry.side, kind: .rook)
            guard board[geometry.kingFrom] == king else {
                throw .castlingRightWithoutPieces(geometry.right, missing: geometry.kingFrom, expected: king)
            }
            guard board[geometry.rookFrom] == rook else {
                throw .castlingRightWithoutPieces(geometry.right, missing: geometry.rookFrom, expected: rook)
            }
        }

        if let square = setup.enPassantSquare {
            try validateEnPassant(square, setup)
        }

        let probe = Position(unchecked: setup)
        let mover = setup.sideToMove
        let waiting = mover.opposite
        let waitingKing = probe.kingSquare(of: waiting)
        let attackers = probe.attackers(of: waitingKing, by: mover)
        guard attackers.isEmpty else {
            throw .sideNotToMoveInCheck(waiting, king: waitingKing, attackers: attackers.squares)
        }
        let moverKing = probe.kingSquare(of: mover)
        let checkers = probe.attackers(of: moverKing, by: waiting)
        guard checkers.count <= 2 else {
            throw .tooManyCheckers(mover, king: moverKing, attackers: checkers.squares)
        }
    }

    private static func validateEnPassant(_ square: Square, _ setup: Setup) throws(PositionError) {
        let white = setup.sideToMove == .white
        // White to move: black just pushed from rank 7 to rank 5 over rank 6.
        let expectedRank = white ? 5 : 2
        guard square.rank == expectedRank else {
            throw .invalidEnPassant(square, .wrongRank(expected: expectedRank + 1))
        }
        let forward = white ? -1 : 1
        let pushed = Square.onBoard(file: square.file, rank: square.rank + forward)
        let origin = Square.onBoard(file: square.file, rank: square.rank - forward)
        guard setup.board[pushed] == Piece(side: setup.sideToMove.opposite, kind: .pawn) else {
            throw .invalidEnPassant(square, .noPushedPawn(expectedOn: pushed))
        }
        guard setup.board[square] == nil else { throw .invalidEnPassant(square, .squareOccupied) }
        guard setup.board[origin] == nil else { throw .invalidEnPassant(square, .originOccupied(origin)) }
    }
}
