extension Position {
    /// The castling a move stands for, judged by its shape in this position's mode: in Chess960
    /// the king moving onto its own rook, in standard chess the king stepping two files from e1
    /// or e8. Says nothing about legality.
    func castling(of move: Move) -> Castling? {
        guard !move.isNull, move.promotion == nil, let piece = board[move.from], piece.kind == .king else { return nil }
        let side = piece.side
        let backRank = side == .white ? 0 : 7
        guard move.from.rank == backRank, move.to.rank == backRank else { return nil }
        switch castlingMode {
        case .chess960:
            guard board[move.to] == Piece(side: side, kind: .rook) else { return nil }
            return Castling(side: side, king: move.from, rook: move.to)
        case .standard:
            guard move.from.file == 4, abs(move.to.file - 4) == 2 else { return nil }
            let rook = Square.onBoard(file: move.to.file > 4 ? 7 : 0, rank: backRank)
            return Castling(side: side, king: move.from, rook: rook)
        }
    }

    /// The castling on one wing that the side to move holds a right for, legal now or not.
    func castlingRight(kingside: Bool) -> Castling? {
        let king = kingSquare(of: sideToMove)
        for rook in castlingRights.rookSquares(of: sideToMove)
        where rook.rank == king.rank && (rook.file > king.file) == kingside {
            return Castling(side: sideToMove, king: king, rook: rook)
        }
        return nil
    }

    /// A castling written the other mode's way, mapped onto this position's legal castling move:
    /// the king onto its own rook (e1h1) in standard chess, the king's landing square (e1g1) in
    /// Chess960. Anything else, and any move that is legal as written, is returned unchanged.
    func normalizingCastling(_ move: Move, legalMoves: [Move]) -> Move {
        guard move.promotion == nil, !move.isNull, !legalMoves.contains(move), let piece = board[move.from],
              piece.kind == .king, piece.side == sideToMove else { return move }
        for legal in legalMoves {
            if let castling = castling(of: legal), castling.kingFrom == move.from,
               castling.kingTo == move.to || castling.rookFrom == move.to {
                return legal
            }
        }
        return move
    }
}
