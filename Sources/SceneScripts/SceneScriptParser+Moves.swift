import ChessCore

extension SceneScriptParser.State {
    /// `TIME MOVE` where MOVE is SAN (`Nf3`), two squares (`g1 f3`, `e7 e8=N`) or a joined pair
    /// (`g1-f3`).
    static func timedMove(_ characters: [Character], line: Int) throws(ScriptSyntaxError) -> ScriptMove {
        var scanner = ScriptLineScanner(characters, line: line)
        scanner.skipSpaces()
        let timeWord = scanner.peekWord()
        let timeLocation = scanner.location
        let time = try scanner.number("the move's instant").value
        if let next = scanner.next, !next.isWhitespace {
            throw ScriptSyntaxError(.expectedNumber(found: timeWord, what: "the move's instant"), at: timeLocation)
        }
        guard let (first, location) = scanner.word() else {
            throw ScriptSyntaxError(.expectedMove, at: scanner.location)
        }
        var text = first
        var notation = try notation(first, at: location)
        if let (second, secondLocation) = scanner.word() {
            guard let from = Square(first), case .san = notation, second.first.map({ ("a"..."h").contains($0) }) == true else {
                throw ScriptSyntaxError(.oneMovePerLine(second), at: secondLocation)
            }
            let (to, promotion) = try target(second, at: secondLocation)
            notation = .squares(from: from, to: to, promotion: promotion)
            text = first + " " + second
        }
        try scanner.finish()
        return ScriptMove(time: time, notation: notation, text: text, location: location)
    }

    /// The moves of one line of a spaced list, each with its place, read by ChessCore's movetext
    /// tokenizer as a PGN file's movetext is: move numbers (`12.`, `12...`, `12.Nf3`), NAGs,
    /// comments and a result are skipped. A bare number or a decimal is an instant, which a
    /// spaced list does not take; a variation, a tag or a character movetext has no use for is
    /// refused with the word it stands in.
    static func spacedMoves(_ characters: [Character], line: Int) throws(ScriptSyntaxError) -> [(MoveNotation, String, TextLocation)] {
        let columns = ScalarColumns(characters, line: line)
        var tokenizer = MovetextTokenizer(String(characters), startingAt: TextLocation(line: line, column: 1))
        var moves: [(MoveNotation, String, TextLocation)] = []
        while true {
            let token: MovetextToken
            do throws(PGNError) {
                guard let next = try tokenizer.next() else { return moves }
                token = next
            } catch {
                throw columns.wordError(at: error.location)
            }
            let location = token.location
            switch token.kind {
            case .moveNumber where !token.text.hasSuffix("."):
                throw columns.wordError(at: token.location)
            case .moveNumber, .nag, .comment, .result:
                continue
            case .move, .nullMove:
                moves.append((try notation(token.text, at: location), token.text, location))
            case .tag, .variationStart, .variationEnd:
                throw columns.wordError(at: token.location)
            }
        }
    }

    /// One word of a move, as ChessCore's `MoveNotation` reads it. A joined square pair it could
    /// not read (`e7-e8Q`) is reported here, at its target, rather than later as bad SAN.
    static func notation(_ word: String, at location: TextLocation) throws(ScriptSyntaxError) -> MoveNotation {
        let notation = MoveNotation(word)
        let parts = word.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        if case .san = notation, parts.count == 2, Square(parts[0]) != nil, Square(parts[1].prefix(2)) != nil {
            _ = try target(String(parts[1]), at: location.advanced(by: 3))
        }
        return notation
    }

    /// A destination square with an optional `=Q` promotion.
    static func target(_ word: String, at location: TextLocation) throws(ScriptSyntaxError) -> (Square, PieceKind?) {
        guard let square = Square(word.prefix(2)) else { throw ScriptSyntaxError(.invalidSquare(String(word)), at: location) }
        let suffix = word.dropFirst(2)
        if suffix.isEmpty { return (square, nil) }
        guard suffix.count == 2, suffix.first == "=", let letter = suffix.last, let kind = PieceKind(character: letter),
              kind.isPromotionKind else {
            throw ScriptSyntaxError(.invalidPromotion(String(word)), at: location.advanced(by: 2))
        }
        return (square, kind)
    }
}
