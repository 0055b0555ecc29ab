extension Setup {
    /// The six fields exactly as stored, including an en passant square no capture can use.
    /// Castling is written as X-FEN: KQkq in standard chess and for Chess960 rooks that are the
    /// outermost on their wing, the rook's file otherwise, so standard readers still read it.
    public var fen: String { fields(castling: castlingFEN) }

    /// The same with Shredder-FEN's castling field, the rooks' files (HAha), which some Chess960
    /// programs require.
    public var shredderFEN: String { fields(castling: shredderCastlingFEN) }

    /// The four position fields of an EPD line (a FEN without its counters).
    public var epd: String {
        [placementFEN, String(sideToMove.fenCharacter), castlingFEN, enPassantSquare?.name ?? "-"].joined(separator: " ")
    }

    private func fields(castling: String) -> String {
        [
            placementFEN,
            String(sideToMove.fenCharacter),
            castling,
            enPassantSquare?.name ?? "-",
            String(halfmoveClock),
            String(fullmoveNumber),
        ].joined(separator: " ")
    }

    /// The first FEN field: ranks 8 to 1, runs of empty squares as digits.
    public var placementFEN: String {
        var ranks: [String] = []
        for rank in (0..<8).reversed() {
            var text = ""
            var empty = 0
            for file in 0..<8 {
                if let piece = board[Square.onBoard(file: file, rank: rank)] {
                    if empty > 0 { text += String(empty); empty = 0 }
                    text.append(piece.fenCharacter)
                } else {
                    empty += 1
                }
            }
            if empty > 0 { text += String(empty) }
            ranks.append(text)
        }
        return ranks.joined(separator: "/")
    }
}
