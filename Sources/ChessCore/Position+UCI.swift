extension Position {
    /// Reads a UCI move and checks it is legal here. Castling may be written either way: the
    /// king's landing square ("e1g1", standard UCI) or the king taking its own rook ("e1h1",
    /// Chess960 UCI); the move returned is the one this position's mode writes. "0000" is the
    /// null move, legal when not in check.
    public func move(uci text: String) throws(UCIError) -> Move {
        let move = try Move(uci: text)
        if move.isNull {
            do { _ = try playingNull() } catch { throw .illegal(text, error) }
            return move
        }
        do {
            return try legalMove(from: move.from, to: move.to, promotion: move.promotion)
        } catch {
            throw .illegal(text, error)
        }
    }

    /// The position after a UCI move.
    public func playing(uci text: String) throws(UCIError) -> Position {
        playingLegal(try move(uci: text))
    }
}
