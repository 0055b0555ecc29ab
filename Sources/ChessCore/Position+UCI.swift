extension Position {
    /// Reads a UCI move and checks it is legal here. Besides "e1g1", castling may be written as
    /// the king taking its own rook ("e1h1"), the form Chess960-aware programs send.
    public func move(uci text: String) throws(UCIError) -> Move {
        var move = try Move(uci: text)
        if let piece = board[move.from], piece.kind == .king, board[move.to] == Piece(side: piece.side, kind: .rook),
           piece.side == sideToMove {
            for geometry in CastlingRights.geometries
            where geometry.side == piece.side && geometry.kingFrom == move.from && geometry.rookFrom == move.to {
                move.to = geometry.kingTo
            }
        }
        do {
            return try legalMove(from: move.from, to: move.to, promotion: move.promotion)
        } catch {
            throw .illegal(text, error)
        }
    }

    /// The position after a UCI move.
    public func playing(uci text: String) throws(UCIError) -> Position {
        playingUnchecked(try move(uci: text))
    }
}
