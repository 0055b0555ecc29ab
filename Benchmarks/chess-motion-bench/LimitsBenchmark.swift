import ChessMotion
import ChessMotionSupport
import Foundation
import GameGIF
import MotionExport
import MotionKit

/// `limits`: the table of the paths measured against the machine's limit, each row beside its
/// peer in the same run, in a bounded time (about a minute), loopback only:
/// - `render bots --playback once` to MP4 over ffmpeg (libx264) alone encoding the same yuv420p
///   frames from a file, whole processes, each round's ratio, median of `videoRounds`;
/// - a PNG sequence on 2 workers over two independent 1-worker sequences at once (the most two
///   copies of the work get from this machine), each round's ratio, median of `sequenceRounds`,
///   in process, on the temporary folder's disk and on tmpfs;
/// - `serve`'s `/board.png` under wrk: 720 px at 8 connections, 360 px at 1 connection;
/// - the board with the last move to PNG over python-chess + cairosvg, in the same run;
/// - lila's example game (lichess.org/Q0iQs5Zi) as a GIF: in process (its sheet drawn, and kept
///   as the service keeps it), as a whole process, and as `POST /game.gif` at 1 connection,
///   beside lila-gif's published in-process figure; the whole processes, with the sprite sheet
///   kept from the run before (`GameGIFSheetFolder`) and drawn, in turns, median of
///   `processRuns` each with the range.
enum LimitsBenchmark {
    static let videoRounds = 7
    static let sequenceRounds = 7
    /// In-process GIFs of each kind: 20-30 ms each, so a second of measuring in all.
    static let gifRuns = 15
    /// Whole game GIF processes per build: each is 60-80 ms, and the host's speed drifts.
    static let processRuns = 15
    /// Seconds of each wrk run: three runs.
    static var wrkSeconds: Int { ServeBenchmark.seconds("CHESS_MOTION_BENCH_LIMITS_WRK_SECONDS", default: 5) }
    /// lila-gif's published time for its example game, in process (its README).
    static let lilaGIFMilliseconds = 60.0

    static func run() throws {
        let folder = try ExportBenchmark.workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows: [String] = []
        func row(_ path: String, _ ours: String, _ peer: String, _ target: String) {
            let line = "| \(path) | \(ours) | \(peer) | \(target) |"
            rows.append(line)
            print(line)
        }
        print("| path | chess-motion | beside it, same run | target |")
        print("| --- | --- | --- | --- |")
        try video(folder: folder, row: row)
        try sequences(folder: folder, row: row)
        let post = try boards(row: row)
        try board(row: row)
        try gameGIF(folder: folder, post: post, row: row)
        print("load average after: \(PNGBenchmark.loadAverage())")
        print("\nthe table again, for the note:\n| path | chess-motion | beside it, same run | target |\n| --- | --- | --- | --- |")
        rows.forEach { print($0) }
    }

    /// The release tool beside this benchmark, with the Swift runtime linked in (Package.swift).
    static var tool: URL { ServeBenchmark.tool }

    static func video(folder: URL, row: (String, String, String, String) -> Void) throws {
        let path = "`render bots --playback once --mute` MP4 / x264 alone on the same yuv420p frames"
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            return row(path, "not measured: \(tool.path) is not built", "", "<= 1.05")
        }
        let settingsFile = folder.appendingPathComponent("no-settings.json").path
        let setup = try PreparedScene("bots", settings: ResolvedSettings(settingsFile: settingsFile))
        let size = VideoFormat.mp4.encodedSize(for: try DevicePosture.phone.defaultPixelSize.validated())
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: setup.scene), playback: .once, fps: 60, reduceMotion: false)
        let input = RawVideoInput.preferred(for: .mp4, transparent: false)
        let raw = folder.appendingPathComponent("frames.\(input.rawValue)")
        var sink = try RawFileSink(input: input, url: raw)
        try ClipExporter(renderer: setup.renderer, schedule: schedule, size: size).export(into: &sink)
        sync()
        let ffmpeg = try FFmpeg.locate()
        // Muted: the peer encodes the frames alone, with no sound track to synthesize and encode.
        let render = ["render", "bots", "--playback", "once", "--mute", "--settings", settingsFile, "--quiet", "-o"]
        try ChildProcess.run(tool, render + [folder.appendingPathComponent("warm-up.mp4").path])
        let arguments = VideoEncoder.arguments(format: .mp4, size: size, fps: 60, repeats: false, quality: nil, transparent: false,
                                               input: input, from: raw.path, to: folder.appendingPathComponent("alone.mp4").path)
        // Each round runs x264 alone and the tool, the one first in one round the other in the
        // next, so that neither always runs first.
        var ours: [Double] = [], alone: [Double] = []
        let output = folder.appendingPathComponent("tool.mp4").path
        for round in 0..<videoRounds {
            for peerFirst in round.isMultiple(of: 2) ? [false, true] : [true, false] {
                if peerFirst {
                    alone.append(try Measure.seconds { try ChildProcess.run(ffmpeg, arguments) })
                } else {
                    ours.append(try Measure.seconds { try ChildProcess.run(tool, render + [output]) })
                }
            }
        }
        try? FileManager.default.removeItem(at: raw)
        let ratios = zip(ours, alone).map { $0 / $1 }
        row(path, String(format: "%.2f s (%d frames)", Measure.median(ours), schedule.count),
            String(format: "x264 alone %.2f s; ratio %.3f, median of %d rounds' ratios (%@)", Measure.median(alone),
                   Measure.median(ratios), ratios.count, ratios.map { String(format: "%.2f", $0) }.joined(separator: " ")),
            "<= 1.05")
    }

    static func sequences(folder: URL, row: (String, String, String, String) -> Void) throws {
        let (renderer, schedule, size) = try ExportBenchmark.coinsClip()
        // On the temporary folder's disk and on tmpfs: creating files costs what the disk asks.
        for place in PNGSequencePlace.all(besides: folder) {
            let ratios = try ExportBenchmark.pngSequence(renderer: renderer, schedule: schedule, size: size, place: place,
                                                         rounds: sequenceRounds)
            row("PNG sequence, 2 workers / two independent 1-worker renders at once (coins, \(schedule.count) frames, \(place.name))",
                String(format: "%.2f", Measure.median(ratios)),
                "both in each round, median of \(ratios.count) rounds' ratios (" + ratios.map { String(format: "%.2f", $0) }.joined(separator: " ") + ")",
                ">= 0.95")
        }
    }

    /// Returns wrk's figures for `POST /game.gif` at 1 connection, taken on the same server.
    static func boards(row: (String, String, String, String) -> Void) throws -> String? {
        guard ServeBenchmark.ready() else {
            row("`/board.png` under wrk", "not measured (see above)", "", "")
            return nil
        }
        let (server, _) = try ServeBenchmark.start(["--workers", String(ProcessInfo.processInfo.activeProcessorCount), "--queue", "256"])
        defer { ServeBenchmark.stop(server) }
        let wide = try ServeBenchmark.wrk(server.port, "/board.png?size=720", connections: 8, seconds: wrkSeconds)
        let small = try ServeBenchmark.wrk(server.port, "/board.png?size=360", connections: 1, seconds: wrkSeconds)
        row("`/board.png` 720 px, 8 connections / 360 px, 1 connection (wrk, loopback, \(wrkSeconds) s each)",
            "720 px c=8: \(wide)", "360 px c=1: \(small)", ">= 1,000 req/s / p50 <= 1 ms")
        return try postGame(server.port)
    }

    static func postGame(_ port: Int) throws -> String {
        let (body, _) = try ServeBenchmark.lilaGame()
        let post = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-limits-post-\(getpid()).lua")
        try ServeBenchmark.postScript(body: body).write(to: post, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: post) }
        return try ServeBenchmark.wrk(port, "/game.gif", connections: 1, seconds: wrkSeconds, script: post)
    }

    static func board(row: (String, String, String, String) -> Void) throws {
        let figure = try SpeedTableBenchmark.boardFigure()
        row("board with last move -> PNG / python-chess + cairosvg", SpeedTableBenchmark.boardOurs(figure), SpeedTableBenchmark.boardPeer(figure),
            ">= \(Int(SpeedTableBenchmark.boardTarget))x")
    }

    static func gameGIF(folder: URL, post: String?, row: (String, String, String, String) -> Void) throws {
        guard let game = AssetSearchPath.standard().file("Examples/Games/lichess-Q0iQs5Zi.pgn") else {
            throw BenchmarkError.missingAsset("Examples/Games/lichess-Q0iQs5Zi.pgn")
        }
        let settings = try ResolvedSettings(settingsFile: nil)
        let prepared = try PreparedScene(game.path, settings: settings)
        guard let scene = prepared.scene as? GameScene else { throw BenchmarkError.missingAsset("a game in \(game.path)") }
        let frames = GameMoveFrames(scene: scene)
        let renderer = try settings.renderer(for: frames.positions)
        guard let style = frames.spriteStyle(width: 720, renderer: renderer) else { throw BenchmarkError.missingAsset("a sprite style at 720") }
        let cores = ParallelFrameRenderer.defaultWorkers
        _ = try frames.spriteGIF(style: style, loopCount: 0, workers: cores)
        let whole = try (0..<gifRuns).map { _ in
            try GameGIFBenchmark.cpuAndWall { _ = try frames.spriteGIF(style: style, loopCount: 0, workers: cores) }
        }
        // As a service composes a look asked for before: over the sheet it kept.
        let memory = GameGIFSheetMemory()
        _ = try frames.spriteGIF(style: style, loopCount: 0, workers: cores, sheets: .memory(memory))
        let overKept = try (0..<gifRuns).map { _ in
            try GameGIFBenchmark.cpuAndWall { _ = try frames.spriteGIF(style: style, loopCount: 0, workers: cores, sheets: .memory(memory)) }
        }
        let kept = try GameGIFRenderer(style: style)
        let one = try (0..<gifRuns).map { _ in
            try GameGIFBenchmark.cpuAndWall {
                _ = try kept.gif(GameGIFFrame.positions(of: frames.positions.game, delays: frames.delays), comment: frames.comment, workers: 1)
            }
        }
        // The sprite sheet kept from the run before and drawn (the cache off) take turns run
        // after run, so a host that slows for a while slows each alike.
        let output = folder.appendingPathComponent("game.gif").path
        let arguments = ["render", game.path, "--frames", "moves", "--quiet", "-o", output]
        let cache = folder.appendingPathComponent("cache").path
        let sheets = [(label: "sheet kept", cache: cache), (label: "sheet drawn", cache: "off")]
        let wholes: [String]
        if FileManager.default.isExecutableFile(atPath: tool.path) {
            defer { unsetenv(GameGIFSheetFolder.cacheVariable) }
            for sheet in sheets {
                setenv(GameGIFSheetFolder.cacheVariable, sheet.cache, 1)
                try ChildProcess.run(tool, arguments)
            }
            var walls = [[Double]](repeating: [], count: sheets.count)
            for _ in 0..<processRuns {
                for (index, sheet) in sheets.enumerated() {
                    setenv(GameGIFSheetFolder.cacheVariable, sheet.cache, 1)
                    walls[index].append(try Measure.seconds { try ChildProcess.run(tool, arguments) })
                }
            }
            wholes = zip(sheets, walls).map { sheet, times in
                String(format: "%.1f ms, %@ (%.1f-%.1f)", Measure.median(times) * 1000, sheet.label, times.min()! * 1000, times.max()! * 1000)
            }
        } else {
            wholes = ["not measured: \(tool.path) is not built"]
        }
        let process = wholes.joined(separator: "; ") + ", " + WrittenSize.text(URL(fileURLWithPath: output))
        row("lila example game GIF: in process / whole process / `POST /game.gif` p50",
            String(format: "%.1f ms (CPU %.1f ms) on %d threads, %.1f ms with the sheet kept, frames over a kept sheet %.1f ms on 1 / %@ / %@",
                   Measure.median(whole.map(\.wall)) * 1000, Measure.median(whole.map(\.cpu)) * 1000, cores,
                   Measure.median(overKept.map(\.wall)) * 1000, Measure.median(one.map(\.wall)) * 1000, process, post ?? "not measured"),
            String(format: "lila-gif published ~%.0f ms in process", lilaGIFMilliseconds),
            "<= 30 ms / <= 60 ms / <= 35 ms")
    }
}
