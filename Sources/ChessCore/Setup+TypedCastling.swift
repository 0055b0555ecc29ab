extension Setup {
    /// A FEN read by a reader that was not told the variant (a typed position, a PGN FEN tag
    /// without a Variant tag), in the mode to play it by: Chess960 when `chess960` asks for it,
    /// or when the castling field names rook files (Shredder-FEN's `HAha`, X-FEN's inner-rook
    /// letters), a notation only Chess960 needs; standard chess otherwise.
    ///
    /// `KQkq` is standard chess's own notation, so it is never taken as a sign of Chess960: with
    /// a king off the e-file (on f1, say) it describes no standard position, and guessing the
    /// variant would let a typo play by rules nobody asked for. It is refused, as
    /// `castlingNeedsChess960` naming a rook it would castle with, for the caller to say how
    /// Chess960 is asked for (`--chess960`, a Variant tag).
    static func typed(_ text: String, mode: FENParseMode, chess960: Bool) throws(FENError) -> Setup {
        var setup = try Setup(fen: text, mode: mode, castlingMode: .chess960)
        guard !chess960 else { return setup }
        if setup.needsChess960 {
            if castlingNamesFiles(text) { return setup }
            if let rook = setup.firstChess960Rook { throw .illegalPosition(.castlingNeedsChess960(rook: rook)) }
        }
        setup.castlingMode = .standard
        return setup
    }

    /// Whether the FEN's castling field (its third) holds a file letter, A to H or a to h.
    static func castlingNamesFiles(_ text: String) -> Bool {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count > 2 else { return false }
        return fields[2].contains { ("A"..."H").contains($0) || ("a"..."h").contains($0) }
    }

    /// A rook whose castling right only Chess960 allows: off its corner, or with its king off
    /// the e-file.
    var firstChess960Rook: Square? {
        for side in Side.allCases {
            let homeKing: Square = side == .white ? .e1 : .e8
            let kingAway = backRankKing(of: side).map { $0 != homeKing } ?? false
            if let rook = castlingRights.rookSquares(of: side).first(where: { kingAway || ($0.file != 0 && $0.file != 7) }) {
                return rook
            }
        }
        return nil
    }
}

extension FENError {
    /// Whether the position would read as Chess960: the refusal `Setup.typed` makes of
    /// standard castling letters that only Chess960 can hold.
    package var needsChess960: Bool {
        if case .illegalPosition(.castlingNeedsChess960) = self { return true }
        return false
    }
}
