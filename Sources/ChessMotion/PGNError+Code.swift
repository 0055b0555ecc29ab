import ChessCore

extension PGNError {
    /// `validate --json`'s code for a game's error: stable words a tool can act on, split where
    /// the fix differs — the text is not PGN, the FEN or variant cannot be played, a move is
    /// illegal. (They all read `unreadable-file` before, though the file had been read.)
    package var diagnosticCode: String {
        switch self {
        case .unexpectedCharacter, .unterminatedComment, .unterminatedString, .malformedTag, .unexpectedToken,
             .unmatchedParenthesis, .unterminatedVariation, .textAfterResult:
            "pgn-syntax"
        case .missingResult: "pgn-missing-result"
        case .resultMismatch: "pgn-result-mismatch"
        case .invalidFEN: "pgn-invalid-fen"
        case .unsupportedVariant: "pgn-unsupported-variant"
        case .illegalMove, .illegalSquaresMove: "illegal-move"
        case .malformedVariationMove: "pgn-variation-move"
        case .malformedShape: "pgn-malformed-shape"
        }
    }
}
