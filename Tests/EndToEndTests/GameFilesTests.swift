import Foundation
import MotionExport
import TestSupport
import Testing

/// Every game of Examples/Games validates and renders from the file itself: no script by hand.
@Suite("chess-motion with PGN files")
struct GameFilesTests {
    static let folder = Fixtures.repositoryRoot.appendingPathComponent("Examples/Games")

    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "pgn" }.sorted { $0.path < $1.path }
    }

    /// How many games `validate` reported in a file.
    static func gameCount(_ file: URL) throws -> Int {
        let result = try ToolRunner.run(["validate", file.path])
        #expect(result.status == 0, "\(file.lastPathComponent): \(result.stdout)\(result.stderr)")
        let summary = try #require(result.stdout.split(separator: "\n").last)
        return Int(summary.split(separator: " ").first ?? "") ?? 0
    }

    @Test(.requires(.ffmpeg, .ffprobe)) func everyGameValidatesAndRendersToMP4AndGIF() throws {
        let out = try TemporaryFolder()
        let files = try Self.files()
        #expect(files.count >= 10)
        for file in files {
            let count = try Self.gameCount(file)
            #expect(count >= 1, "\(file.lastPathComponent)")
            for number in 1...max(count, 1) {
                for format in ["mp4", "gif"] {
                    let url = out.appendingPathComponent("\(file.deletingPathExtension().lastPathComponent)-\(number).\(format)")
                    let result = try ToolRunner.run(["render", file.path, "--game", "\(number)", "-o", url.path,
                                                     "--fps", "4", "--width", "96", "--quiet"])
                    #expect(result.status == 0, "\(file.lastPathComponent) game \(number): \(result.stderr)")
                    let video = try VideoProbe.read(url)
                    #expect(video.width == 96 && video.frames > 4, "\(url.lastPathComponent): \(video)")
                }
            }
        }
    }

    /// A file read as a stream: `still --game 1` of 30,000 games followed by bytes that are not
    /// text draws what the first game alone draws, never reaching them; `validate` reports every
    /// game before them, then the bytes.
    @Test func game1IsDrawnWithoutReadingTheRestOfTheFile() throws {
        let out = try TemporaryFolder()
        let game = "[Event \"e\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
        let alone = out.appendingPathComponent("alone.pgn"), big = out.appendingPathComponent("big.pgn")
        try Data(game.utf8).write(to: alone)
        try Data(Array(String(repeating: game, count: 30_000).utf8) + [0xFF, 0xC0, 0x0A]).write(to: big)
        let settings = out.appendingPathComponent("no-settings.json").path
        var pictures: [Data] = []
        for file in [alone, big] {
            let png = out.appendingPathComponent(file.lastPathComponent + ".png")
            let result = try ToolRunner.run(["still", file.path, "--game", "1", "--width", "120", "--settings", settings, "-o", png.path])
            #expect(result.status == 0, "\(result.stderr)")
            pictures.append(try Data(contentsOf: png))
        }
        #expect(pictures[0].count > 100 && pictures[0] == pictures[1])
        let validate = try ToolRunner.run(["validate", big.path])
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("\(big.path): error: \(big.path) is not UTF-8 text"), "\(validate.stdout.suffix(300))")
        #expect(validate.stdout.contains("30001 games checked: 30000 valid, 1 invalid"), "\(validate.stdout.suffix(300))")
    }

    @Test func validateReportsEachBadGameWithItsPlace() throws {
        let pgn = "[Event \"good\"]\n\n1. e4 e5 *\n\n[Event \"bad\"]\n\n1. e4 Ke7 2. Ke3 *\n"
        let result = try ToolRunner.run(["validate", "-"], stdin: pgn)
        #expect(result.status == 1)
        #expect(result.stdout.contains("<stdin>:7:"), "\(result.stdout)")
        #expect(result.stdout.contains("game 2"), "\(result.stdout)")
        #expect(result.stdout.contains("2 games checked: 1 valid, 1 invalid"), "\(result.stdout)")
    }

    /// `--json` gives a game's error its own code and its place (all were `unreadable-file`
    /// without a line or column).
    @Test func validateJSONCodesAndPlacesEachGamesError() throws {
        let pgn = "[Event \"a\"]\n\n1. e4 ) *\n\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[Event \"c\"]\n\n1. e4 Ke7 2. Ke3 *\n\n"
        let result = try ToolRunner.run(["validate", "--json", "-"], stdin: pgn)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let diagnostics = files.compactMap { ($0["diagnostics"] as? [[String: Any]])?.first }
        #expect(diagnostics.map { $0["code"] as? String } == ["pgn-syntax", "pgn-unsupported-variant", "illegal-move"])
        #expect(diagnostics.map { $0["line"] as? Int } == [3, 5, 11])
        #expect(diagnostics.map { $0["column"] as? Int } == [7, 10, 7])
        let empty = try ToolRunner.run(["validate", "--json", "-"], stdin: "{just a comment}\n")
        #expect(empty.stdout.contains("\"pgn-no-game\""), "\(empty.stdout)")
    }

    @Test func gameOptionsPickAGameAndASide() throws {
        let out = try TemporaryFolder()
        let multi = Self.folder.appendingPathComponent("multi-game.pgn").path
        let missing = try ToolRunner.run(["still", multi, "--game", "4", "-o", out.appendingPathComponent("x.png").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("has 3 games"), "\(missing.stderr)")
        let noPlayer = try ToolRunner.run(["still", multi, "--as", "Zed", "-o", out.appendingPathComponent("x.png").path])
        #expect(noPlayer.status == 1)
        #expect(noPlayer.stderr.contains("neither player"), "\(noPlayer.stderr)")
        let stdin = try String(contentsOf: URL(fileURLWithPath: multi), encoding: .utf8)
        let piped = try ToolRunner.run(["still", "-", "--game", "2", "--scale", "1", "-o", out.appendingPathComponent("s.png").path], stdin: stdin)
        #expect(piped.status == 0, "\(piped.stderr)")
        let size = try ExportProbe.pngSize(at: out.appendingPathComponent("s.png"))
        #expect(size.width == 360 && size.height == 420)
    }

    /// `--as` finds a player whatever the case, ß and SS alike, and turns the board to that side:
    /// the still is `--flip`'s when the name is Black's.
    @Test func asFindsAPlayerWithCasesFolded() throws {
        let out = try TemporaryFolder()
        let pgn = out.appendingPathComponent("strauss.pgn")
        try "[White \"Carlsen, Magnus\"]\n[Black \"Strauß, Anna\"]\n\n1. e4 e5 *\n".write(to: pgn, atomically: true, encoding: .utf8)
        func still(_ options: [String], _ name: String) throws -> Data {
            let png = out.appendingPathComponent(name)
            let run = try ToolRunner.run(["still", pgn.path, "--scale", "1"] + options + ["-o", png.path])
            #expect(run.status == 0, "\(options): \(run.stderr)")
            return try Data(contentsOf: png)
        }
        let flipped = try still(["--flip"], "flip.png"), upright = try still([], "upright.png")
        #expect(flipped != upright)
        #expect(try still(["--as", "STRAUSS"], "strauss.png") == flipped)
        #expect(try still(["--as", "STRAUß"], "strauss-eszett.png") == flipped)
        #expect(try still(["--as", "carlsen"], "carlsen.png") == upright)
    }
}
