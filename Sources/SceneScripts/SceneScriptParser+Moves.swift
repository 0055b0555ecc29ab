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

    /// The moves of one line of a spaced list, each with its place. Move numbers (`12.`,
    /// `12...`, or `12.` stuck to the move as in `12.Nf3`) are skipped, as PGN writers put them.
    static func spacedMoves(_ characters: [Character], line: Int) throws(ScriptSyntaxError) -> [(String, SourceLocation)] {
        var scanner = ScriptLineScanner(characters, line: line)
        var moves: [(String, SourceLocation)] = []
        while let (word, location) = scanner.word() {
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            let dots = word.dropFirst(digits.count).prefix { $0 == "." }
            if !digits.isEmpty, !dots.isEmpty {
                let move = word.dropFirst(digits.count + dots.count)
                if move.isEmpty { continue }
                if move.first?.isNumber == true { throw ScriptSyntaxError(.instantInSpacedList(word), at: location) }
                moves.append((String(move), location.advanced(by: digits.count + dots.count)))
            } else if ScriptLineScanner.isDecimal(word) {
                throw ScriptSyntaxError(.instantInSpacedList(word), at: location)
            } else {
                moves.append((word, location))
            }
        }
        return moves
    }

    /// One word of a move: a joined square pair (`e2-e4`, `e7-e8=Q`) or SAN, whose legality and
    /// form ChessCore judges when the script is validated.
    static func notation(_ word: String, at location: SourceLocation) throws(ScriptSyntaxError) -> MoveNotation {
        let parts = word.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, let from = Square(parts[0]), parts[1].count >= 2, Square(parts[1].prefix(2)) != nil {
            let (to, promotion) = try target(String(parts[1]), at: location.advanced(by: 3))
            return .squares(from: from, to: to, promotion: promotion)
        }
        return .san(word)
    }

    /// A destination square with an optional `=Q` promotion.
    static func target(_ word: String, at location: SourceLocation) throws(ScriptSyntaxError) -> (Square, PieceKind?) {
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
