extension MovetextTokenizer {
    /// The moves of a typed line (a command line's words, a query's `moves`), each with its
    /// text: read as a PGN's movetext is, with commas as spaces, move numbers, comments, NAGs
    /// and a result skipped. A variation or a tag is refused: a typed line plays one line. The
    /// one reader `board`, `moves` and the service's `/board` share.
    package static func mainLine(in text: String) throws(PGNError) -> [(notation: MoveNotation, text: String)] {
        var moves: [(notation: MoveNotation, text: String)] = []
        for token in try tokens(in: String(text.map { $0 == "," ? " " : $0 })) {
            switch token.kind {
            case .moveNumber, .nag, .comment, .result:
                continue
            case .move, .nullMove:
                if let notation = token.notation { moves.append((notation, token.text)) }
            case .variationStart, .variationEnd, .tag:
                throw .unexpectedToken("'\(token.text)' (only a main line is played)", at: token.location)
            }
        }
        return moves
    }
}
