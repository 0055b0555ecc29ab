extension Position {
    /// Standard algebraic notation for a legal move: piece letter, the least disambiguation that
    /// works (file, else rank, else both), "x" for captures, "=Q" for promotions, O-O / O-O-O
    /// (in Chess960 too), "--" for the null move, and "+" or "#". SAN only exists for legal moves; for anything else this returns the UCI
    /// text so that a caller printing a bad move never crashes (validate with `legalMove` first).
    public func san(_ move: Move) -> String {
        san(move, legalMoves: legalMoves) ?? move.uci
    }

    /// SAN when the legal move list is already at hand; nil if `move` is not in it. A null move
    /// is `--` when passing is allowed.
    func san(_ move: Move, legalMoves: [Move]) -> String? {
        if move.isNull { return canPass ? NullMoveSpelling.san.rawValue : nil }
        guard legalMoves.contains(move) else { return nil }
        var text = sanBody(move, legalMoves: legalMoves)
        let after = playingUnchecked(move)
        if after.isCheck { text += after.legalMoveCount == 0 ? "#" : "+" }
        return text
    }

    /// SAN without the check suffix.
    private func sanBody(_ move: Move, legalMoves: [Move]) -> String {
        let from = move.from, to = move.to
        if move.isNull { return NullMoveSpelling.san.rawValue }
        guard let piece = board[from] else { return move.uci }
        if let castling = castling(of: move) { return castling.kingside ? "O-O" : "O-O-O" }
        let isCapture = board[to] != nil || (piece.kind == .pawn && from.file != to.file)
        if piece.kind == .pawn {
            var text = isCapture ? String(from.fileCharacter) + "x" + to.name : to.name
            if let promotion = move.promotion { text += "=" + promotion.sanLetter }
            return text
        }
        let rivals = legalMoves.filter { $0.to == to && $0.from != from && board[$0.from]?.kind == piece.kind }
        var text = piece.kind.sanLetter
        if !rivals.isEmpty {
            if !rivals.contains(where: { $0.from.file == from.file }) {
                text.append(from.fileCharacter)
            } else if !rivals.contains(where: { $0.from.rank == from.rank }) {
                text.append(from.rankCharacter)
            } else {
                text += from.name
            }
        }
        if isCapture { text += "x" }
        return text + to.name
    }
}
