extension Position {
    /// FEN of this position. The en passant square is written only when an en passant capture is
    /// legal (as shakmaty's default and X-FEN do), because that is all the position keeps; so
    /// `Position(fen: p.fen, castlingMode: p.castlingMode) == p` always holds. Chess960 castling
    /// is written as X-FEN (see `Setup.fen`).
    public var fen: String { setup.fen }

    /// FEN with Shredder-FEN castling letters (the rooks' files, HAha).
    public var shredderFEN: String { setup.shredderFEN }

    /// FEN without the two move counters: what repetition and opening books compare.
    public var epd: String { setup.epd }
}
