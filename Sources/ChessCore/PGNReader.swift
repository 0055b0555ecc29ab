/// Reads PGN: tag pairs, movetext with move numbers, comments (with `%clk`/`%eval` commands),
/// NAGs and glyphs, null moves, variations (checked, then skipped: only the main line becomes
/// the game) and the result. A `FEN` tag sets the start; `[Variant "Chess960"]` (or Chess960
/// castling letters in the FEN) selects Chess960.
public struct PGNReader: Sendable {
    /// How the moves' SAN is read. PGN requires standard SAN, hence strict by default; lenient
    /// accepts hand-typed files (0-0, missing +) and moves written as squares (e2e4, e2-e4).
    public var sanMode: SANParseMode

    public init(sanMode: SANParseMode = .strict) {
        self.sanMode = sanMode
    }

    /// Every game in the text, in order, or the first error. A text that ends without a result
    /// marker still gives its last game, with a nil result.
    public func read(_ text: String) throws(PGNError) -> [PGNGame] {
        let database = games(in: text)
        if let error = database.errors.first { throw error.error }
        return database.games
    }

    /// Every game in the text, each read or refused on its own: an error in one game is
    /// reported with the game's number and place, and reading goes on with the next game.
    public func games(in text: String) -> PGNDatabase {
        var stream = PGNGameStream(reader: PGNGameReader(MovetextTokenizer(text), sanMode: sanMode))
        var entries: [PGNDatabase.Entry] = []
        while let entry = stream.nextEntry() { entries.append(entry) }
        return PGNDatabase(entries: entries)
    }

    /// The games of a text read from `source` one at a time, as `games(in:)` reads them: the
    /// same entries, numbers, places and errors, without holding the text or the games before.
    public func games(from source: some PGNByteSource) -> PGNGameStream {
        PGNGameStream(reader: PGNGameReader(MovetextTokenizer(reading: source), sanMode: sanMode))
    }

    /// A single movetext without tags (a move list typed on a command line, a script's block),
    /// played from `start`. `location` is where the text begins in its file, so that errors
    /// point into the file. Only comments may follow the result.
    public func read(movetext text: String, from start: Position = .start,
                     startingAt location: TextLocation = .start) throws(PGNError) -> PGNGame {
        var reader = PGNGameReader(MovetextTokenizer(text, startingAt: location), sanMode: sanMode)
        if let token = try reader.peek(), case .tag = token.kind {
            throw .unexpectedToken("tag pair \(token.text)", at: token.location)
        }
        let game = try reader.readGame(start: start)
            ?? PGNGame(tags: [], game: Game(startPosition: start), result: nil, plies: [], comments: [], location: location)
        while let token = try reader.next() {
            guard case .comment = token.kind else { throw .textAfterResult(token.text, at: token.location) }
        }
        return game
    }
}

/// Shorthand for the common cases.
public enum PGN {
    public static func read(_ text: String, sanMode: SANParseMode = .strict) throws(PGNError) -> [PGNGame] {
        try PGNReader(sanMode: sanMode).read(text)
    }

    /// Every game of a file, each read or refused on its own (see `PGNReader.games(in:)`).
    public static func games(in text: String, sanMode: SANParseMode = .strict) -> PGNDatabase {
        PGNReader(sanMode: sanMode).games(in: text)
    }
}
