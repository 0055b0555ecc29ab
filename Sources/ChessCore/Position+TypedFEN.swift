extension Position {
    /// A position a person typed: a FEN (or, unless `mode` is strict, a 4- or 5-field FEN or an
    /// EPD line). Chess960 when `chess960` asks for it or when the castling field names rook
    /// files only Chess960 needs (Shredder letters), as a PGN reader decides for a FEN tag;
    /// standard chess otherwise, so that UCI castling reads e1g1. `KQkq` with a king off the
    /// e-file is refused unless `chess960` (`castlingNeedsChess960`; see `Setup.typed`).
    public init(typed text: String, mode: FENParseMode = .lenient, chess960: Bool = false) throws(FENError) {
        let setup = try Setup.typed(text, mode: mode, chess960: chess960)
        do {
            try self.init(setup: setup)
        } catch {
            throw .illegalPosition(error)
        }
    }
}
