import ChessCore
import ChessMotionSupport
import ChessMotion
import ChessScenes
import Foundation
import MotionExport
import MotionKit

/// GIFs made by ChessMotion's own encoder, against ffmpeg's palettegen/paletteuse (what
/// `render x.gif` used before), in one run:
/// - palette error: the same 6 s of coins at 720 x 560, 50 fps, written both ways, decoded by
///   ffmpeg and compared pixel by pixel with the frames as drawn (mean and 95th percentile of
///   the RGB distance), with each file's size and wall time;
/// - peak memory of the whole process tree (the release tool and any child) for 10 s and 60 s
///   GIFs at 720 x 560, with wall time and size: equal peaks show memory does not grow;
/// - Morphy's Opera Game as one frame per position and as animated springs, and a 200-ply game
///   one frame per position (memory flat in the game's length).
/// Medians of `GIF_BENCH_RUNS` runs (default 3).
enum GIFBenchmark {
    static var runs: Int { Int(ProcessInfo.processInfo.environment["GIF_BENCH_RUNS"] ?? "") ?? 3 }

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-gif-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount), load average before: \(load), median of \(runs) runs")
        try paletteError(folder: folder)
        try toolRuns(folder: folder)
    }

    // MARK: Palette error against ffmpeg

    static func paletteError(folder: URL) throws {
        let palettes = try ExportBenchmark.loadPalettes()
        let coins = try CoinsScene(words: InstalledAssets.standard().words(locale: "en"))
        let renderer = FrameRenderer(scene: coins, palettes: palettes)
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: coins), playback: .loop, fps: 50)
        let size = PixelSize(width: 720, height: 560)
        let ours = folder.appendingPathComponent("coins-ours.gif"), theirs = folder.appendingPathComponent("coins-ffmpeg.gif")
        var oursTimes: [Double] = [], theirsTimes: [Double] = []
        for _ in 0..<runs {
            let exporter = try GIFExporter(renderer: renderer, clip: GIFClip(schedule: schedule), size: size,
                                           parallel: ParallelFrameRenderer(),
                                           options: GIFOptions(loopCount: 0), to: ours)
            oursTimes.append(try exporter.export().wallTime)
            var encoder = try VideoEncoder(format: .gif, size: size, fps: 50, repeats: true, to: theirs, ffmpeg: FFmpeg.locate)
            theirsTimes.append(try ClipExporter(renderer: renderer, schedule: schedule, size: size).export(into: &encoder).wallTime)
        }
        let oursError = try error(of: ours, renderer: renderer, schedule: schedule, size: size)
        let theirsError = try error(of: theirs, renderer: renderer, schedule: schedule, size: size)
        print("coins, 6 s loop, 50 fps, 720 x 560 (\(schedule.count) frames): per-pixel RGB distance to the drawn frames")
        for (name, url, times, error) in [("ChessMotion", ours, oursTimes, oursError), ("ffmpeg palettegen+paletteuse", theirs, theirsTimes, theirsError)] {
            print(String(format: "  %@: mean %.2f, 95th percentile %d, max %d, exact pixels %.1f%%; %@, %.2f s",
                         name, error.mean, error.p95, error.max, 100 * error.exact, WrittenSize.text(url), Measure.median(times)))
        }
    }

    struct PaletteError {
        var mean: Double
        var p95: Int
        var max: Int
        var exact: Double
    }

    /// Decodes `gif` with ffmpeg one frame at a time and compares each with the frame drawn anew.
    static func error(of gif: URL, renderer: FrameRenderer, schedule: FrameSchedule, size: PixelSize) throws -> PaletteError {
        let process = Process()
        process.executableURL = try FFmpeg.locate()
        process.arguments = ["-v", "error", "-i", gif.path, "-vsync", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let input = pipe.fileHandleForReading
        let frameBytes = size.width * size.height * 3
        var histogram = [Int](repeating: 0, count: 443)
        var frames = 0
        while frames < schedule.count, let decoded = readExactly(input, frameBytes) {
            let drawn = try renderer.raster(at: schedule.sceneTime(ofFrame: frames), size: size)
            drawn.pixels.withUnsafeBufferPointer { source in
                decoded.withUnsafeBytes { raw in
                    let gif = raw.bindMemory(to: UInt8.self)
                    for p in 0..<(size.width * size.height) {
                        let dr = Int(source[4 * p + 2]) - Int(gif[3 * p]), dg = Int(source[4 * p + 1]) - Int(gif[3 * p + 1])
                        let db = Int(source[4 * p]) - Int(gif[3 * p + 2])
                        histogram[Int(Double(dr * dr + dg * dg + db * db).squareRoot().rounded())] += 1
                    }
                }
            }
            frames += 1
        }
        try? input.close()
        process.waitUntilExit()
        guard frames == schedule.count else {
            throw ChildFailure(description: "\(gif.lastPathComponent) decoded to \(frames) frames, not \(schedule.count)")
        }
        let total = histogram.reduce(0, +)
        let mean = Double(histogram.enumerated().reduce(0) { $0 + $1.offset * $1.element }) / Double(total)
        var running = 0, p95 = 0
        for (distance, count) in histogram.enumerated() {
            running += count
            if Double(running) >= 0.95 * Double(total) { p95 = distance; break }
        }
        let max = histogram.lastIndex(where: { $0 > 0 }) ?? 0
        return PaletteError(mean: mean, p95: p95, max: max, exact: Double(histogram[0]) / Double(total))
    }

    static func readExactly(_ handle: FileHandle, _ count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try? handle.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
            data.append(chunk)
        }
        return data
    }

    // MARK: The release tool as a child process

    static func toolRuns(folder: URL) throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("tool runs: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        let games = try gameFiles(in: folder)
        // coins live: two loops (10.4 s) then the still frame held; --to 10 cuts the first 10 s.
        let jobs: [(label: String, arguments: [String])] = [
            ("coins 10 s, 720 x 560, 50 fps", ["render", "coins", "--width", "720", "--to", "10"]),
            ("coins 60 s, 720 x 560, 50 fps", ["render", "coins", "--width", "720", "--hold", "49.6"]),
            ("Opera Game (33 plies), --frames moves, 720 x 840", ["render", games.opera, "--frames", "moves"]),
            ("Opera Game (33 plies), animated springs, 720 x 840, 50 fps", ["render", games.opera]),
            ("200-ply game, --frames moves, 720 x 840", ["render", games.long, "--frames", "moves"]),
        ]
        for (number, job) in jobs.enumerated() {
            let output = folder.appendingPathComponent("run-\(number).gif").path
            var samples: [(wall: Double, peak: Double)] = []
            for _ in 0..<runs {
                let started = Date()
                let peaks = try ChildMemory.run(tool, job.arguments + ["--quiet", "-o", output])
                samples.append((Date().timeIntervalSince(started), (peaks.tool + peaks.ffmpeg) / 1024))
            }
            print(String(format: "%@: peak RSS %.0f MB (process tree), %.2f s, %@, %d frames",
                         job.label, Measure.median(samples.map(\.peak)), Measure.median(samples.map(\.wall)),
                         WrittenSize.text(URL(fileURLWithPath: output)), GIFFrames.count(URL(fileURLWithPath: output))))
        }
    }

    /// The Opera Game from Examples, and a 200-ply game made here.
    static func gameFiles(in folder: URL) throws -> (opera: String, long: String) {
        guard let opera = AssetSearchPath.standard().file("Examples/Games/opera-game.pgn")?.path else {
            throw BenchmarkError.missingAsset("Examples/Games/opera-game.pgn")
        }
        let long = folder.appendingPathComponent("long-200.pgn")
        try LongGame.pgn(plies: 200).write(to: long, atomically: true, encoding: .utf8)
        return (opera, long.path)
    }
}

enum WrittenSize {
    static func text(_ url: URL) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        return String(format: "%.0f KiB", Double(bytes) / 1024)
    }
}

/// Frames in a GIF: image separators counted by walking the blocks.
enum GIFFrames {
    static func count(_ url: URL) -> Int {
        guard let bytes = try? [UInt8](Data(contentsOf: url)), bytes.count > 13 else { return 0 }
        var i = 13
        if bytes[10] & 0x80 != 0 { i += 3 << (Int(bytes[10] & 7) + 1) }
        var frames = 0
        func skipSubBlocks() {
            while i < bytes.count, bytes[i] != 0 { i += Int(bytes[i]) + 1 }
            i += 1
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x21: i += 2; skipSubBlocks()
            case 0x2C:
                let packed = bytes[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
                i += 1
                skipSubBlocks()
                frames += 1
            default: return frames
            }
        }
        return frames
    }
}

/// A legal 200-ply game, the same every run: from a fixed seed, each ply a pseudo-random legal
/// move that does not end the game, captures only one time in four so pieces stay on the board.
enum LongGame {
    static func pgn(plies: Int) throws -> String {
        var game = Game()
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        while game.moves.count < plies {
            let moves = game.position.legalMoves
            let quiet = moves.filter { game.position.board[$0.to] == nil }
            var candidates = (next() % 4 == 0 || quiet.isEmpty) ? moves : quiet
            while !candidates.isEmpty {
                let move = candidates.remove(at: next() % candidates.count)
                try game.play(move)
                if !game.isOver || game.moves.count == plies { break }
                _ = game.undo()
            }
            if game.moves.count == 0 { break }
        }
        return """
        [Event "ChessMotion benchmark: a 200-ply game"]
        [Site "?"]
        [Date "????.??.??"]
        [Round "-"]
        [White "Seeded A"]
        [Black "Seeded B"]
        [Result "*"]

        \(game.movetext) *

        """
    }
}
