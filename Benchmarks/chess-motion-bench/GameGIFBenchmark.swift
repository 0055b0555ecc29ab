import ChessMotion
import ChessMotionSupport
import Foundation
import GIFCodec
import MotionExport
import MotionKit

/// `game-gif`: games as one GIF frame per position at lichess's 720 x 840, the way a chess site
/// shares them, in one run:
/// - in process: the game's positions drawn once keeping what changed (what `render --frames
///   moves` does) against the two-pass export every animation uses (drawn twice, in parallel),
///   median seconds and the file's size;
/// - whole process: the release `chess-motion render GAME --frames moves`, median wall time and
///   peak RSS, start-up included.
/// Medians of `GAME_GIF_BENCH_RUNS` runs (default 5).
enum GameGIFBenchmark {
    static var runs: Int { Int(ProcessInfo.processInfo.environment["GAME_GIF_BENCH_RUNS"] ?? "") ?? 5 }

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-game-gif-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = folder.appendingPathComponent("long-200.pgn")
        try LongGame.pgn(plies: 200).write(to: long, atomically: true, encoding: .utf8)
        var games: [(label: String, path: String)] = []
        for (label, name) in [("Opera Game, 33 plies", "opera-game.pgn"), ("lichess blitz with clocks, 7 plies", "lichess-clocks.pgn"),
                              ("Nepomniachtchi-Ding game 1", "nepomniachtchi-liren-game1.pgn")] {
            guard let url = AssetSearchPath.standard().file("Examples/Games/\(name)") else { throw BenchmarkError.missingAsset(name) }
            games.append((label, url.path))
        }
        games.append(("a 200-ply game", long.path))
        let settings = try ResolvedSettings(settingsFile: nil)
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount), median of \(runs) runs, 720 x 840")
        for game in games {
            let prepared = try PreparedScene(game.path, settings: settings)
            guard let scene = prepared.scene as? GameScene else { continue }
            let frames = GameMoveFrames(scene: scene)
            let renderer = try settings.renderer(for: frames.positions)
            let clip = try frames.clip()
            let size = PixelSize(width: 720, height: 840)
            var line = "\(game.label) (\(clip.count) frames):"
            var medians: [GIFExportStrategy: Double] = [:]
            for strategy in [GIFExportStrategy.keptChanges, .twoPasses] {
                let url = folder.appendingPathComponent("game.gif")
                var times: [Double] = []
                for _ in 0..<runs {
                    let exporter = try GIFExporter(renderer: renderer, clip: clip, size: size, parallel: ParallelFrameRenderer(),
                                                   options: GIFOptions(loopCount: 0, comment: frames.comment),
                                                   strategy: strategy, to: url)
                    times.append(try Measure.seconds { try exporter.export() })
                }
                let median = Measure.median(times)
                medians[strategy] = median
                line += String(format: " %@ %.3f s, %@;", strategy == .keptChanges ? "drawn once" : "two passes", median,
                               WrittenSize.text(url))
            }
            print(line + String(format: " two passes / drawn once = %.1fx", (medians[.twoPasses] ?? 0) / (medians[.keptChanges] ?? 1)))
        }
        try wholeProcess(games: games, folder: folder)
    }

    static func wholeProcess(games: [(label: String, path: String)], folder: URL) throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("whole process: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        for game in games {
            let output = folder.appendingPathComponent("tool.gif").path
            var samples: [(wall: Double, peak: Double)] = []
            for _ in 0..<runs {
                let started = Date()
                let peaks = try ChildMemory.run(tool, ["render", game.path, "--frames", "moves", "--quiet", "-o", output])
                samples.append((Date().timeIntervalSince(started), peaks.tool / 1024))
            }
            print(String(format: "  chess-motion render --frames moves, %@: %.3f s, peak RSS %.0f MB, %@",
                         game.label, Measure.median(samples.map(\.wall)), Measure.median(samples.map(\.peak)),
                         WrittenSize.text(URL(fileURLWithPath: output))))
        }
    }
}
