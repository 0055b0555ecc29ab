extension Position {
    /// A position a person typed: a FEN (or, unless `mode` is strict, a 4- or 5-field FEN or an
    /// EPD line). Chess960 when `chess960` asks for it or when the castling rights can only be
    /// Chess960's (Shredder letters, a king off the e-file with rights), as a PGN reader decides
    /// for a FEN tag; standard chess otherwise, so that UCI castling reads e1g1.
    public init(typed text: String, mode: FENParseMode = .lenient, chess960: Bool = false) throws(FENError) {
        var setup = try Setup(fen: text, mode: mode, castlingMode: .chess960)
        if !chess960, !setup.needsChess960 { setup.castlingMode = .standard }
        do {
            try self.init(setup: setup)
        } catch {
            throw .illegalPosition(error)
        }
    }
}
