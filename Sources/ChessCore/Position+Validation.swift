extension Position {
    /// The checks that make a setup playable, in the order a person fixing a board would want
    /// them reported: pieces first, then the fields that depend on them, then checks. They
    /// refuse what python-chess's `Board.status()` and shakmaty's `PositionErrorKinds` refuse:
    /// material no game can reach, castling rights without their pieces, impossible en passant
    /// squares, and checks no last move could give.
    static func validate(_ setup: Setup) throws(PositionError) {
        let board = setup.board
        for side in Side.allCases {
            let count = (board.kings & board.bits(side)).nonzeroBitCount
            guard count == 1 else { throw .kingCount(side, count: count) }
        }

        // Counters past a billion are typos, not games (a position keeps them in 32 bits).
        guard (0...Setup.maximumMoveCounter).contains(setup.halfmoveClock), (1...Setup.maximumMoveCounter).contains(setup.fullmoveNumber) else {
            throw .invalidMoveCounters(halfmoveClock: setup.halfmoveClock, fullmoveNumber: setup.fullmoveNumber)
        }

        let backRanks: UInt64 = 0xFF00_0000_0000_00FF
        if let square = Bitboard(rawValue: board.pawns & backRanks).first {
            throw .pawnOnBackRank(square, board[square]?.side ?? .white)
        }
        for side in Side.allCases { try validateMaterial(of: side, on: board) }

        try validateCastling(setup)

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
        if let reason = probe.impossibility(of: checkers, king: moverKing, enPassant: setup.enPassantSquare) {
            throw .impossibleCheck(mover, king: moverKing, checkers: checkers.squares, reason: reason)
        }
    }

    /// At most 8 pawns and 16 pieces, and no more pieces beyond the starting set than pawns
    /// missing to have promoted into them (bishops counted per square colour).
    private static func validateMaterial(of side: Side, on board: Board) throws(PositionError) {
        let ours = board.bits(side)
        let pawns = (board.pawns & ours).nonzeroBitCount
        guard pawns <= 8 else { throw .tooManyPawns(side, count: pawns) }
        let pieces = ours.nonzeroBitCount
        guard pieces <= 16 else { throw .tooManyPieces(side, count: pieces) }
        let light: UInt64 = 0x55AA_55AA_55AA_55AA
        func extra(_ bits: UInt64, beyond start: Int) -> Int { max(0, (bits & ours).nonzeroBitCount - start) }
        let promoted = extra(board.queens, beyond: 1) + extra(board.rooks, beyond: 2) + extra(board.knights, beyond: 2)
            + extra(board.bishops & light, beyond: 1) + extra(board.bishops & ~light, beyond: 1)
        guard pawns + promoted <= 8 else { throw .tooMuchMaterial(side, pawns: pawns, promoted: promoted) }
    }

    /// Each right needs its rook on its square and the king on the same rank between the
    /// rights; standard chess also needs the king on the e-file and the rooks in the corners.
    private static func validateCastling(_ setup: Setup) throws(PositionError) {
        let board = setup.board
        for side in Side.allCases {
            let rooks = setup.castlingRights.rookSquares(of: side)
            guard !rooks.isEmpty else { continue }
            let king = Piece(side: side, kind: .king)
            let rook = Piece(side: side, kind: .rook)
            if setup.castlingMode == .standard {
                for square in rooks.reversed() {
                    guard square.file == 0 || square.file == 7 else { throw .castlingNeedsChess960(rook: square) }
                    let home = Square.onBoard(file: 4, rank: square.rank)
                    guard board[home] == king else {
                        throw .castlingRightWithoutPieces(CastlingRights(rookOn: square), missing: home, expected: king)
                    }
                    guard board[square] == rook else {
                        throw .castlingRightWithoutPieces(CastlingRights(rookOn: square), missing: square, expected: rook)
                    }
                }
                continue
            }
            guard let kingSquare = setup.backRankKing(of: side) else {
                throw .castlingWithoutKing(side, rights: setup.castlingRights.intersection(.of(side)))
            }
            for square in rooks.reversed() where board[square] != rook {
                throw .castlingRightWithoutPieces(CastlingRights(rookOn: square), missing: square, expected: rook)
            }
            for kingside in [true, false] {
                let wing = rooks.filter { kingside ? $0.file > kingSquare.file : $0.file < kingSquare.file }
                guard wing.count <= 1 else { throw .tooManyCastlingRights(side, kingside: kingside, rooks: wing) }
            }
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

    /// Why the check on the side to move cannot come from any last move, if it cannot. A check
    /// is given by the piece that moved, uncovered by it, or both; so two checkers need a slider
    /// (the uncovered one) and cannot stand either side of the king on one line. An en passant
    /// square fixes the last move as that double push, which must have given or uncovered the
    /// check on its own.
    private func impossibility(of checkers: Bitboard, king: Square, enPassant: Square?) -> ImpossibleCheck? {
        guard !checkers.isEmpty else { return nil }
        let t = attackTables
        if let enPassant {
            let pushed = Square.onBoard(file: enPassant.file, rank: enPassant.rank == 2 ? 3 : 4)
            let origin = Square.onBoard(file: enPassant.file, rank: enPassant.rank == 2 ? 1 : 6)
            if checkers.count > 1 { return .doubleCheckAfterDoublePush(pawn: pushed) }
            if checkers.first != pushed {
                var before = self
                let pawn = Piece(side: sideToMove.opposite, kind: .pawn)
                before.board[pushed] = nil
                before.board[origin] = pawn
                if !before.attackers(of: king, by: sideToMove.opposite).isEmpty {
                    return .checkBeforeDoublePush(pawn: pushed)
                }
            }
            return nil
        }
        guard checkers.count == 2, let a = checkers.first else { return nil }
        let b = 63 - checkers.rawValue.leadingZeroBitCount
        if t.line(a.index, b) & (1 << UInt64(king.rawValue)) != 0 { return .alignedCheckers }
        if checkers.rawValue & (board.bishops | board.rooks | board.queens) == 0 { return .noSliderToUncover }
        return nil
    }
}
