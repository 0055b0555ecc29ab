import ChessMotion
import ChessMotionSupport
import Foundation
import GIFCodec
import GameGIF
import MotionExport
import MotionKit

/// `game-gif`: games as one GIF frame per position at lichess's 720 x 840, the way a chess site
/// shares them, in one run:
/// - in process, composed from sprites (what `render --frames moves` does at 720): the whole
///   GIF with its sprite sheet drawn (a command's work), and the frames alone with the sheet
///   kept (a service's work per request), median seconds and the file's size;
/// - in process, drawn: the positions drawn once keeping what changed (the path for widths whose
///   squares are not whole pixels) against the two-pass export every animation uses (drawn
///   twice, in parallel), median seconds and the file's size;
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
        for (label, name) in [("lichess.org/Q0iQs5Zi, 92 plies", "lichess-Q0iQs5Zi.pgn"),
                              ("Opera Game, 33 plies", "opera-game.pgn"), ("lichess blitz with clocks, 7 plies", "lichess-clocks.pgn"),
                              ("Nepomniachtchi-Ding game 1", "nepomniachtchi-liren-game1.pgn")] {
            guard let url = AssetSearchPath.standard().file("Examples/Games/\(name)") else { throw BenchmarkError.missingAsset(name) }
            games.append((label, url.path))
        }
        games.append(("a 200-ply game", long.path))
        let settings = try ResolvedSettings(settingsFile: nil)
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount), median of \(runs) runs, 720 x 840")
        var ourMedian: Double?
        for game in games {
            let prepared = try PreparedScene(game.path, settings: settings)
            guard let scene = prepared.scene as? GameScene else { continue }
            let frames = GameMoveFrames(scene: scene)
            let renderer = try settings.renderer(for: frames.positions)
            let clip = try frames.clip()
            let size = PixelSize(width: 720, height: 840)
            let spriteMedian = try sprites(frames, renderer: renderer, label: "\(game.label) (\(clip.count) frames)")
            if ourMedian == nil { ourMedian = spriteMedian }
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
        peers(game: games[0], ours: ourMedian)
    }

    /// The PyPI packages that make a game's GIF, on the lichess game, against our whole GIF's
    /// in-process median (sheet included).
    static func peers(game: (label: String, path: String), ours: Double?) {
        let runs = Int(ProcessInfo.processInfo.environment["GAME_GIF_PEER_RUNS"] ?? "") ?? 3
        for peer in ["gifpgn", "chess-gif", "pgn2gif"] {
            switch PythonPeer.run(script: "game_gif_peers.py", arguments: [peer, game.path, String(runs)]) {
            case .success(let ms):
                let ratio = ours.map { String(format: ", %.0fx our in-process time", ms / 1000 / $0) } ?? ""
                print(String(format: "  peer %@, %@: %.0f ms%@", peer, game.label, ms, ratio))
            case .failure(let problem):
                print("  peer \(peer): not measured: \(problem)")
            }
        }
    }

    /// The sprite-composed GIF: with its sheet drawn, and the frames alone over a kept sheet.
    /// Returns the whole GIF's median wall seconds.
    @discardableResult
    static func sprites(_ frames: GameMoveFrames, renderer: FrameRenderer, label: String) throws -> Double? {
        guard let style = frames.spriteStyle(width: 720, renderer: renderer) else { return nil }
        var bytes: [UInt8] = []
        // Wall and CPU seconds: on a machine shared with builds, wall time counts the waits.
        // As the command runs: the frames coded on every core.
        let cores = ParallelFrameRenderer.defaultWorkers
        let whole = try (0..<runs).map { _ in try cpuAndWall { bytes = try frames.spriteGIF(style: style, loopCount: 0, workers: cores) } }
        let sheet = try (0..<runs).map { _ in try cpuAndWall { _ = try GameGIFRenderer(style: style) } }
        let kept = try GameGIFRenderer(style: style)
        let scene = frames.positions.game
        // As a service runs them, one thread a request, and on every core.
        let composed = try [1, cores].map { workers in
            try (0..<runs).map { _ in
                try cpuAndWall {
                    _ = try kept.gif(GameGIFFrame.positions(of: scene, delays: frames.delays), comment: frames.comment, workers: workers)
                }
            }
        }
        func text(_ samples: [(cpu: Double, wall: Double)]) -> String {
            String(format: "%.1f ms (CPU %.1f ms)", Measure.median(samples.map(\.wall)) * 1000, Measure.median(samples.map(\.cpu)) * 1000)
        }
        print("\(label): sprites \(text(whole)) in all on \(cores) threads (sheet \(text(sheet)), frames over a kept sheet "
              + "\(text(composed[0])) on one thread, \(text(composed[1])) on \(cores)), "
              + String(format: "%d bytes (%.1f KiB)", bytes.count, Double(bytes.count) / 1024))
        return Measure.median(whole.map(\.wall))
    }

    /// The process's CPU seconds (user and system) and the wall seconds `body` took.
    static func cpuAndWall(_ body: () throws -> Void) rethrows -> (cpu: Double, wall: Double) {
        func cpu() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let before = cpu()
        let wall = try Measure.seconds(body)
        return (cpu() - before, wall)
    }

    /// The release tool beside this benchmark (with the Swift runtime linked in, Package.swift).
    /// Each game's sprite sheet is kept from its first run (`GameGIFSheetFolder`), in a cache
    /// folder of the benchmark's own, as a user's second GIF in a theme finds it.
    static func wholeProcess(games: [(label: String, path: String)], folder: URL) throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("whole process: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        setenv(GameGIFSheetFolder.cacheVariable, folder.appendingPathComponent("cache").path, 1)
        defer { unsetenv(GameGIFSheetFolder.cacheVariable) }
        for game in games {
            let output = folder.appendingPathComponent("tool.gif").path
            var samples: [(wall: Double, peak: Double)] = []
            for _ in 0..<runs {
                let started = Date()
                let peaks = try ChildMemory.run(tool, ["render", game.path, "--frames", "moves", "--quiet", "-o", output])
                samples.append((Date().timeIntervalSince(started), peaks.tool / 1024))
            }
            print(String(format: "  chess-motion render --frames moves, %@, sheet kept: %.3f s, peak RSS %.0f MB, %@",
                         game.label, Measure.median(samples.map(\.wall)), Measure.median(samples.map(\.peak)),
                         WrittenSize.text(URL(fileURLWithPath: output))))
        }
    }
}
