/// The games of a PGN text, read one at a time (`PGNReader.games(from:)`): each `next()` reads
/// one more game, so a caller that wants game 3 stops there and one that counts keeps nothing.
/// `PGNReader.games(in:)` collects the same entries, so a file read either way says the same.
public struct PGNGameStream: Sendable {
    private var reader: PGNGameReader
    /// Entries handed out so far: the next one's number is one more.
    public private(set) var count = 0

    init(reader: PGNGameReader) {
        self.reader = reader
    }

    /// The next game, read or refused, or nil after the last. Throws when the source failed:
    /// the entries before the failure stand, and the one it cut short is not given.
    public mutating func next() throws(PGNStreamError) -> PGNDatabase.Entry? {
        let entry = nextEntry()
        if let failure = reader.tokenizer.feedFailure, entry == nil || reader.tokenizer.isAtEnd { throw failure }
        return entry
    }

    /// The next entry of the text as far as it could be read.
    mutating func nextEntry() -> PGNDatabase.Entry? {
        while true {
            let before = reader.tokenizer.location
            let start: TextLocation
            do {
                guard let first = try reader.peek() else { return nil }
                start = first.location
            } catch {
                defer {
                    reader.pending = nil
                    reader.tokenizer.skipToNextTagLine()
                    if reader.tokenizer.location <= before { reader.tokenizer.skipLine() }
                }
                return entry(at: before, .failure(error))
            }
            do {
                guard let game = try reader.readGame() else { return nil }
                return entry(at: start, .success(game))
            } catch {
                defer {
                    if case .missingResult = error {} else {
                        reader.pending = nil
                        if reader.inTags { reader.tokenizer.skipPastTagsToNextGame() } else { reader.tokenizer.skipToNextTagLine() }
                        // Never read the same place twice: a file cannot make the reader loop.
                        if reader.tokenizer.location <= before { reader.tokenizer.skipLine() }
                    }
                }
                return entry(at: start, .failure(error))
            }
        }
    }

    private mutating func entry(at location: TextLocation, _ outcome: Result<PGNGame, PGNError>) -> PGNDatabase.Entry {
        count += 1
        return PGNDatabase.Entry(index: count, location: location, outcome: outcome)
    }
}
