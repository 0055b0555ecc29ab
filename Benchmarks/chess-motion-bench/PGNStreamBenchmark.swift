import Foundation

/// Issue #34: a 60 MB PGN file of 822,000 short games made `validate` and `still --game 1`
/// peak at 1.67 GB, every game read and held first. The release `chess-motion` is run as a
/// child on such a file, written here, and its own peak memory (`wait4`) and time are printed:
/// with the file read as a stream, `validate` holds a game and the counts, and `still --game 1`
/// reads one block of the file.
enum PGNStreamBenchmark {
    static let games = 822_000

    static func run() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("pgn-stream: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-pgn-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("games.pgn")
        let size = try write(games: games, to: file)
        print(String(format: "%@ games, %.1f MB", games.formatted(), Double(size) / 1_000_000))
        let png = folder.appendingPathComponent("game-1.png").path
        let settings = folder.appendingPathComponent("no-settings.json").path
        for (name, arguments, expected) in [
            ("validate", ["validate", file.path], Int32(0)),
            ("still --game 1", ["still", file.path, "--game", "1", "--settings", settings, "-o", png], 0),
            ("still --game \(games)", ["still", file.path, "--game", "\(games)", "--settings", settings, "-o", png], 0),
        ] {
            let run = try ChildPeak.run(tool, arguments)
            guard run.status == expected else {
                throw ChildFailure(description: "chess-motion \(arguments.joined(separator: " ")) exited \(run.status)")
            }
            print(String(format: "chess-motion %@: %.2f s, peak RSS %@", name, run.seconds, run.megabytes))
        }
    }

    /// Short games of 74 bytes, as in the issue's file: two tags, eight plies, a result.
    static func write(games: Int, to url: URL) throws -> Int {
        let game = Array("[Event \"g\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1-0\n\n".utf8)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw ChildFailure(description: "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let batch = Data([UInt8]((0..<10_000).flatMap { _ in game }))
        var written = 0
        while written < games {
            let count = min(10_000, games - written)
            try handle.write(contentsOf: count == 10_000 ? batch : batch.prefix(count * game.count))
            written += count
        }
        return games * game.count
    }
}
