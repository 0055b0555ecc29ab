/// How forgiving FEN reading is.
public enum FENParseMode: Hashable, Sendable {
    /// Exactly the six FEN fields, castling letters white first and kingside first (KQkq, HAha).
    case strict
    /// Also positions as people paste them: four fields (the counters default to 0 and 1), five
    /// fields, an EPD line whose operations follow the fields (`hmvc` and `fmvn` set the
    /// counters, the others are read and dropped; `EPD` keeps them), and castling letters in
    /// any order.
    case lenient
}
