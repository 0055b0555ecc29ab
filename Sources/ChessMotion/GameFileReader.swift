import ChessCore
import ChessMotionSupport

/// The games of a PGN file read one at a time, the file a block at a time: a command keeps only
/// what it needs (game N and no further, or counts and errors), so a 60 MB file of 800,000 games
/// costs a block and a game, not the file and every game. Standard input (`-`) is read whole
/// first, as it must be told from a script by its first characters.
package struct GameFileReader: Sendable {
    /// The name messages print: the path as typed, or `<stdin>`.
    package let name: String
    private var stream: PGNGameStream

    package init(_ path: String) throws(GameFileError) {
        name = StandardInput.displayName(of: path)
        let name = name
        let source: any PGNByteSource
        if path == "-" {
            source = WholeText(bytes: try StandardInput.readArgument(path, limit: GameFile.maximumSize) {
                GameFileError.unreadable(name, reason: $0.reason)
            })
        } else {
            do throws(InputFileError) { source = FileBlocks(file: try InputFileChunks(path, limit: GameFile.maximumSize)) } catch {
                throw .unreadable(name, reason: error.reason)
            }
        }
        stream = GameFile.reader.games(from: source)
    }

    /// Games handed out so far.
    package var count: Int { stream.count }

    /// The next game, read or refused, or nil after the last.
    package mutating func next() throws(GameFileError) -> PGNDatabase.Entry? {
        do { return try stream.next() } catch {
            switch error {
            case .notUTF8: throw .notText(name)
            case let .unreadable(reason): throw .unreadable(name, reason: reason)
            }
        }
    }

    /// Game `number` (from 1), reading no further than it and the start of the one after, and
    /// whether the file has other games (a kit page's title numbers the game only then).
    package mutating func game(_ number: Int) throws(GameFileError) -> (game: PGNGame, hasOthers: Bool) {
        while let entry = try next() {
            guard entry.index == number else { continue }
            switch entry.outcome {
            case let .success(game):
                if number > 1 { return (game, true) }
                return (game, try next() != nil)
            case let .failure(error): throw .invalidGame(name, number: number, error)
            }
        }
        throw .noSuchGame(name, number: number, count: count)
    }
}

/// A file's blocks as a PGN source.
private struct FileBlocks: PGNByteSource {
    var file: InputFileChunks

    mutating func nextBytes() throws(PGNStreamError) -> [UInt8]? {
        do { return try file.next() } catch { throw .unreadable(reason: error.reason) }
    }
}

/// Bytes already read (standard input), handed over once.
private struct WholeText: PGNByteSource {
    var bytes: [UInt8]?

    mutating func nextBytes() throws(PGNStreamError) -> [UInt8]? {
        defer { bytes = nil }
        return bytes
    }
}
