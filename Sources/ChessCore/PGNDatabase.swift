/// The games of a PGN file, each read on its own so that one bad game costs only itself.
public struct PGNDatabase: Sendable {
    /// One game of the file: its number (from 1, in file order), where it starts, and the game
    /// or why it could not be read.
    public struct Entry: Sendable {
        public let index: Int
        public let location: TextLocation
        public let outcome: Result<PGNGame, PGNError>

        public var game: PGNGame? { try? outcome.get() }
        public var error: PGNError? {
            if case let .failure(error) = outcome { return error }
            return nil
        }
    }

    public let entries: [Entry]

    /// Entries already read, such as a `PGNGameStream`'s.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The games that read, in file order.
    public var games: [PGNGame] { entries.compactMap(\.game) }

    /// The games that did not, each with its number.
    public var errors: [PGNGameError] {
        entries.compactMap { entry in entry.error.map { PGNGameError(gameIndex: entry.index, error: $0) } }
    }

    /// Game `number` (from 1), read or not; nil past the end.
    public subscript(number: Int) -> Entry? {
        entries.indices.contains(number - 1) ? entries[number - 1] : nil
    }

    public var count: Int { entries.count }
}

/// Why one game of a file could not be read: which game, and the error with its line and column.
public struct PGNGameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The game's number in the file, from 1.
    public let gameIndex: Int
    public let error: PGNError

    public var location: TextLocation { error.location }

    /// "game 3, line 40, column 12: illegal move ...".
    public var description: String { "game \(gameIndex), \(error)" }
}
