import ChessCore
import ChessMotionSupport
import FoundationEssentials

/// A PGN file read from disk (or standard input as `-`): every game, each read or refused on
/// its own, held. The commands read files through `GameFileReader`, which holds one game.
public struct GameFile: Sendable {
    /// The name messages print: the path as typed, or `<stdin>`.
    public let name: String
    public let database: PGNDatabase

    /// Whether a scene argument names a PGN file by its extension.
    public static func isGamePath(_ argument: String) -> Bool {
        argument.lowercased().hasSuffix(".pgn")
    }

    /// Whether text read from standard input is PGN rather than a scene script: PGN starts with
    /// a tag pair (`[Event "..."]`) or movetext (`1. e4`, a comment); a script starts with a key
    /// (`name: ...`) or a `#` comment.
    public static func looksLikePGN(_ text: String) -> Bool {
        let body = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = body.first else { return false }
        return first == "[" || first == "{" || first == ";" || first.isNumber
    }

    /// Reads the games of `text`.
    public init(name: String, text: String) {
        self.name = name
        database = Self.reader.games(in: text)
    }

    /// How every PGN file is read: leniently (0-0, a missing +), as people write them.
    static let reader = PGNReader(sanMode: .lenient)

    /// The largest PGN file read. A month of a player's games is a few megabytes; the cap keeps
    /// `still - < /dev/zero` or a database dump from reading until memory runs out.
    public static let maximumSize = 64 << 20

    /// Every game of the file at `path`, held. A command that needs one game or only counts
    /// reads the file through `GameFileReader` instead and keeps less.
    public static func load(_ path: String) throws(GameFileError) -> GameFile {
        var reader = try GameFileReader(path)
        var entries: [PGNDatabase.Entry] = []
        while let entry = try reader.next() { entries.append(entry) }
        return GameFile(name: reader.name, database: PGNDatabase(entries: entries))
    }

    private init(name: String, database: PGNDatabase) {
        self.name = name
        self.database = database
    }

    /// Bytes already read, checked to be UTF-8 text.
    public init(name: String, bytes: [UInt8]) throws(GameFileError) {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(name) }
        self.init(name: name, text: text)
    }

    /// Game `number` (from 1), or why it cannot be drawn.
    public func game(_ number: Int) throws(GameFileError) -> PGNGame {
        guard let entry = database[number] else { throw .noSuchGame(name, number: number, count: database.count) }
        switch entry.outcome {
        case let .success(game): return game
        case let .failure(error): throw .invalidGame(name, number: number, error)
        }
    }

    public static func format(_ error: PGNError, game: Int, file: String) -> String {
        "\(file):\(error.line):\(error.column): error: game \(game): \(Self.message(error))"
    }

    /// The error without its "line L, column C: " prefix, which the location gives.
    static func message(_ error: PGNError) -> String {
        let text = error.description
        let prefix = "line \(error.line), column \(error.column): "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}

public enum GameFileError: Error, CustomStringConvertible, Sendable {
    case unreadable(String, reason: String)
    case notText(String)
    case noSuchGame(String, number: Int, count: Int)
    case invalidGame(String, number: Int, PGNError)
    case noSuchPlayer(String, white: String, black: String)
    /// `--plies` asks for plies the game does not have: the file, the game, the range, its plies.
    case noSuchPlies(String, number: Int, PlyRange, count: Int)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .notText(name): "\(name) is not UTF-8 text"
        case let .noSuchGame(name, number, count):
            "\(name) has \(count) game\(count == 1 ? "" : "s"); there is no game \(number) (--game 1 to \(max(count, 1)))"
        case let .invalidGame(name, number, error): GameFile.format(error, game: number, file: name)
        case let .noSuchPlies(name, number, range, count):
            "--plies \(range): game \(number) of \(name) has \(count) pl\(count == 1 ? "y" : "ies")"
                + (count == 0 ? "" : " (--plies 1-\(count) for all of them)")
        case let .noSuchPlayer(name, white, black):
            "--as \(name): neither player is called that (White is \"\(white)\", Black is \"\(black)\")"
        }
    }
}
