extension Position {
    /// FEN of this position. The en passant square is written only when an en passant capture is
    /// legal (as shakmaty's default and X-FEN do), because that is all the position keeps; so
    /// `Position(fen: p.fen) == p` always holds.
    public var fen: String { setup.fen }

    /// FEN without the two move counters: what repetition and opening books compare.
    public var epd: String {
        fen.split(separator: " ").prefix(4).joined(separator: " ")
    }
}
