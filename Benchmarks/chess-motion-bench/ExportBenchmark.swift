import ChessMotionSupport
import MotionExport
import ChessMotion
import ChessScenes
import Foundation
import MotionKit
import SceneSettings
import Synchronization

/// The export pipeline's figures:
/// - a 6-second scene (coins, one loop) at 60 fps and 720 x 560 to MP4: total wall time, and how
///   the work splits between our rendering and ffmpeg (CPU seconds of each, and our rendering
///   alone into a sink that discards the frames);
/// - the speed-up of 2 render workers over 1 for a PNG sequence of the same frames;
/// - the peak memory of a 30-second 1080p render by the release tool, next to a 6-second one:
///   equal peaks show that memory does not grow with the clip.
enum ExportBenchmark {
    static let runs = 3

    /// The clip every figure here is taken on: coins, one loop, 720 x 560.
    static func coinsClip() throws -> (renderer: FrameRenderer, schedule: FrameSchedule, size: PixelSize) {
        let coins = try CoinsScene(words: InstalledAssets.standard().words(locale: "en"))
        let renderer = FrameRenderer(scene: coins, palettes: try loadPalettes())
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: coins), playback: .loop, fps: 60)
        return (renderer, schedule, PixelSize(width: 720, height: 560))
    }

    /// A fresh folder for one benchmark's files, and the line that says how loaded the machine is.
    static func workFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Other work on the machine skews every figure below; the load average says how much.
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount), load average before: \(load)")
        return folder
    }

    /// `chess-motion-bench sequences`: the PNG-sequence figures alone.
    static func runSequences() throws {
        let (renderer, schedule, size) = try coinsClip()
        print("coins, 6 s loop, 60 fps, 720 x 560, \(schedule.count) frames")
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for place in PNGSequencePlace.all(besides: folder) {
            try pngSequence(renderer: renderer, schedule: schedule, size: size, place: place)
        }
    }

    static func run() throws {
        print("coins, 6 s loop, 60 fps, 720 x 560 (median of \(runs) runs)")
        let (renderer, schedule, size) = try coinsClip()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("frames: \(schedule.count)")
        let folder = try workFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Our rendering alone: every frame drawn and handed over in order, then dropped.
        let renderOnly = median(try (0..<runs).map { _ in
            var sink = DiscardingSink()
            return try ClipExporter(renderer: renderer, schedule: schedule, size: size).export(into: &sink).wallTime
        })
        print(String(format: "render only (%d workers, frames discarded): %.2f s, %.1f frames/s",
                     cores, renderOnly, Double(schedule.count) / renderOnly))

        // The whole pipeline into ffmpeg.
        let ffmpeg = try FFmpeg.locate()
        var samples: [(wall: Double, ours: Double, theirs: Double, writing: Double)] = []
        for run in 0..<runs {
            let url = folder.appendingPathComponent("coins-\(run).mp4")
            let before = CPUTime.now()
            var encoder = try VideoEncoder(format: .mp4, size: size, fps: 60, repeats: true, to: url, ffmpeg: { ffmpeg })
            let report = try ClipExporter(renderer: renderer, schedule: schedule, size: size).export(into: &encoder)
            let after = CPUTime.now()
            samples.append((report.wallTime, after.own - before.own, after.children - before.children, report.writingTime))
        }
        let wall = median(samples.map(\.wall)), ours = median(samples.map(\.ours)), theirs = median(samples.map(\.theirs))
        let writing = median(samples.map(\.writing))
        print(String(format: "MP4 total wall time: %.2f s (%.1f frames/s, %.2fx real time)",
                     wall, Double(schedule.count) / wall, schedule.clipDuration / wall))
        print(String(format: "CPU: our process (rendering, piping frames) %.2f s (%.0f%%), ffmpeg/libx264 %.2f s (%.0f%%)",
                     ours, 100 * ours / (ours + theirs), theirs, 100 * theirs / (ours + theirs)))
        print(String(format: "wall: our rendering alone %.2f s = %.0f%% of the MP4 wall time; the delivering thread waited on ffmpeg for %.2f s",
                     renderOnly, 100 * renderOnly / wall, writing))

        for place in PNGSequencePlace.all(besides: folder) {
            try pngSequence(renderer: renderer, schedule: schedule, size: size, place: place)
        }

        try peakMemory(folder: folder)
    }

    static let sequenceRuns = 15

    /// PNG sequences on 1 and 2 workers, and the peer, in each round, the order turning from
    /// round to round; the speed-up is the median of the rounds' own ratios, so a stretch when
    /// the machine is slower (this VM's host takes a share of its cores: the steal printed)
    /// falls on both sides of a ratio instead of on one. CPU seconds beside wall time: equal
    /// CPU on 1 and 2 workers means the workers do not get in each other's way.
    ///
    /// The workers write each frame's file in a hidden lane of their own; the delivering thread
    /// only renames it, the run's serial part, so 2 workers can be at most 2 / (1 + rename / draw)
    /// times faster than 1: the bound printed, from the two-worker run's delivery time and the
    /// one-worker wall time. One worker makes its files itself while the delivering thread
    /// renames them on the other core, so compare the wall times as well as the ratio.
    /// Creating a file costs what the filesystem asks, so the figure is taken on the temporary
    /// folder's disk and on tmpfs, where it is small.
    ///
    /// The peer, in the same rounds: two independent one-worker sequences at once, sharing
    /// nothing but the machine. Twice the frames in their time over one sequence's time is what
    /// this machine's cores give two copies of the same work (two virtual cores that share a
    /// physical one, or its cache, give less than 2).
    ///
    /// Every run's frames stay until the figure is done. This machine's disk is ext4 without a
    /// journal, which looks past every inode freed in the last minutes before it hands one out:
    /// with each run's 360 frames deleted before the next run, the runs after the first spent
    /// up to a fifth of their samples in that search (perf: `recently_deleted`), and one worker
    /// took anywhere from 0.5 to 1.2 s, measuring the benchmark's own clean-up.
    ///
    /// Returns each round's two-worker run against the peer: the pair's time over twice the
    /// two-worker time, 1 when two workers reach the ceiling.
    @discardableResult
    static func pngSequence(renderer: FrameRenderer, schedule: FrameSchedule, size: PixelSize, place: PNGSequencePlace,
                            rounds count: Int = sequenceRuns) throws -> [Double] {
        try FileManager.default.createDirectory(at: place.folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: place.folder) }
        struct Run { var wall: Double; var cpu: Double; var writing: Double }
        var rounds: [(one: Run, two: Run, pair: Double)] = []
        let steal = StolenTime.start()
        func sequence(workers: Int, into target: URL) throws -> Run {
            var writer = try PNGSequenceWriter(folder: target, count: schedule.count)
            let before = CPUTime.now()
            let report = try ClipExporter(renderer: renderer, schedule: schedule, size: size,
                                          parallel: ParallelFrameRenderer(workers: workers)).export(into: &writer)
            return Run(wall: report.wallTime, cpu: CPUTime.now().own - before.own, writing: report.writingTime)
        }
        func pair(_ round: Int) throws -> Double {
            try Measure.seconds {
                let failures = Mutex<[String]>([])
                DispatchQueue.concurrentPerform(iterations: 2) { copy in
                    let target = place.folder.appendingPathComponent("pair-\(copy)-\(round)")
                    do {
                        var writer = try PNGSequenceWriter(folder: target, count: schedule.count)
                        try ClipExporter(renderer: renderer, schedule: schedule, size: size,
                                         parallel: ParallelFrameRenderer(workers: 1)).export(into: &writer)
                    } catch { failures.withLock { $0.append("\(error)") } }
                }
                if let failure = failures.withLock({ $0.first }) { throw ChildFailure(description: failure) }
            }
        }
        for round in 0..<count {
            var one: Run?, two: Run?, paired: Double?
            for step in 0..<3 {
                switch (round + step) % 3 {
                case 0: one = try sequence(workers: 1, into: place.folder.appendingPathComponent("png-1-\(round)"))
                case 1: two = try sequence(workers: 2, into: place.folder.appendingPathComponent("png-2-\(round)"))
                default: paired = try pair(round)
                }
            }
            if let one, let two, let paired { rounds.append((one, two, paired)) }
        }
        let stolen = steal.share()
        let one = rounds.map(\.one), two = rounds.map(\.two)
        let speedUps = rounds.map { $0.one.wall / $0.two.wall }
        let peers = rounds.map { 2 * $0.one.wall / $0.pair }
        let writing = median(two.map(\.writing)), oneWall = median(one.map(\.wall))
        let bound = 2 / (1 + writing / oneWall)
        print(String(format: "PNG sequence on %@, median of %d rounds: 1 worker %.2f s (CPU %.2f s), 2 workers %.2f s (CPU %.2f s, "
                     + "frames named %.2f s, %.0f us a frame); speed-up %.2fx, rounds %.2f-%.2f (the serial renames allow %.2fx)",
                     place.name, rounds.count, oneWall, median(one.map(\.cpu)), median(two.map(\.wall)), median(two.map(\.cpu)),
                     writing, writing / Double(schedule.count) * 1e6, median(speedUps), speedUps.min() ?? 0, speedUps.max() ?? 0, bound))
        print(String(format: "  peer: two 1-worker sequences at once %.2f s, so this machine runs two at %.2fx one's throughput, "
                     + "rounds %.2f-%.2f; the host took %.0f%% of this VM's CPU time meanwhile (steal)",
                     median(rounds.map(\.pair)), median(peers), peers.min() ?? 0, peers.max() ?? 0, 100 * stolen))
        return rounds.map { $0.pair / (2 * $0.two.wall) }
    }

    /// Runs the release tool as a child process and watches its peak resident memory (VmHWM) and
    /// that of the ffmpeg it starts.
    static func peakMemory(folder: URL) throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("peak memory: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        // 1080 pixel rows: 1389 x 1080, encoded at 1390 x 1080. live: two loops (10.4 s), then the still held.
        for (seconds, hold) in [(6.0, nil as Double?), (30.0, 19.6)] {
            var arguments = ["render", "coins", "--width", "1389", "--quiet", "-o", folder.appendingPathComponent("peak-\(Int(seconds)).mp4").path]
            arguments += hold.map { ["--playback", "live", "--hold", String($0)] } ?? ["--playback", "loop"]
            let started = Date()
            let peaks = try ChildMemory.run(tool, arguments)
            print(String(format: "%2.0f s at 1080p (60 fps, %d frames): peak RSS chess-motion %.0f MB, ffmpeg %.0f MB, %.1f s",
                         seconds, Int(seconds * 60), peaks.tool / 1024, peaks.ffmpeg / 1024, Date().timeIntervalSince(started)))
        }
    }

    static func loadPalettes() throws -> PaletteSet {
        guard let url = AssetSearchPath.standard().file("Palettes/default.json") else {
            throw BenchmarkError.missingAsset("Palettes/default.json")
        }
        return try PaletteSet.load(from: url)
    }

    static func median(_ values: [Double]) -> Double { Measure.median(values) }
}

/// Where a PNG-sequence figure is taken: the temporary folder, and tmpfs when the machine has it.
struct PNGSequencePlace {
    let name: String
    let folder: URL

    /// Each place's folder is made for the figure and removed after it.
    static func all(besides temporary: URL) -> [PNGSequencePlace] {
        var places = [PNGSequencePlace(name: "the temporary folder's disk", folder: temporary.appendingPathComponent("sequences"))]
        var isDirectory: ObjCBool = false
        let shm = URL(fileURLWithPath: "/dev/shm")
        if FileManager.default.fileExists(atPath: shm.path, isDirectory: &isDirectory), isDirectory.boolValue,
           FileManager.default.isWritableFile(atPath: shm.path) {
            places.append(PNGSequencePlace(name: "tmpfs (/dev/shm)", folder: shm.appendingPathComponent("chess-motion-bench-\(getpid())")))
        }
        return places
    }
}

/// Takes frames and drops them: the pipeline with the encoder taken out.
struct DiscardingSink: FrameSink {
    let prepare: @Sendable (RasterImage) throws -> Int = { $0.pixels.count }
    mutating func write(_ frame: Int, index: Int) throws {}
    mutating func finish() throws {}
    mutating func abandon() {}
}

/// CPU seconds (user + system) of this process and of its waited-for children (ffmpeg).
struct CPUTime {
    var own: Double
    var children: Double

    static func now() -> CPUTime {
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(who), &usage)
            return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return CPUTime(own: seconds(RUSAGE_SELF.rawValue), children: seconds(RUSAGE_CHILDREN.rawValue))
    }
}

/// Starts a program and samples the peak resident set (VmHWM, in kB) of it and of its children
/// from /proc until it exits. VmHWM only grows, so the last sample is the peak up to it.
enum ChildMemory {
    static func run(_ executable: URL, _ arguments: [String]) throws -> (tool: Double, ffmpeg: Double) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        let pid = process.processIdentifier
        var tool = 0.0, ffmpeg = 0.0
        while process.isRunning {
            tool = max(tool, highWaterMark(pid))
            for child in children(of: pid) { ffmpeg = max(ffmpeg, highWaterMark(child)) }
            usleep(20_000)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChildFailure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed")
        }
        return (tool, ffmpeg)
    }

    static func highWaterMark(_ pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    static func children(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
        }
    }
}

struct ChildFailure: Error, CustomStringConvertible {
    var description: String
}
