import ChessMotion
import Foundation
import MotionExport
import MotionKit
import PNGCodec

/// The video figure: `chess-motion render bots --playback once -o bots.mp4` (the release
/// tool, as a user runs it) against ffmpeg alone encoding the same frames from a raw file with the
/// same arguments, median of `runs` rounds, both measured in each round so they share the load
/// (the tool first in even rounds, last in odd ones, so drift in the load falls on both).
///
/// ffmpeg alone is measured twice: on the layout the tool pipes now (planar YUV, the ratio the
/// target is about) and on BGRA, what it piped before, so the cost of each choice shows. In-process
/// exports with each pipe layout show what the choice does to the whole pipeline.
enum VideoBenchmark {
    static let runs = 7

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-video-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // No settings file: the tool and this process both draw with the defaults.
        let settingsFile = folder.appendingPathComponent("no-settings.json").path
        let setup = try PreparedScene("bots", settings: ResolvedSettings(settingsFile: settingsFile))
        let size = VideoFormat.mp4.encodedSize(for: try DevicePosture.phone.defaultPixelSize.validated())
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: setup.scene), playback: .once, fps: 60,
                                         reduceMotion: false)
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print("bots --playback once: \(schedule.count) frames, \(size), 60 fps, MP4; median of \(runs) runs; "
              + "cores: \(ProcessInfo.processInfo.activeProcessorCount), load average before: \(load)")

        // What the pipe layout costs the render workers per frame, beside drawing the frame.
        let sample = try setup.renderer.raster(at: setup.scene.stillTime, size: size)
        let draw = Measure.median(try (0..<30).map { _ in try Measure.seconds { _ = try setup.renderer.raster(at: setup.scene.stillTime, size: size) } })
        // Into a buffer used again, as the encoder's spares are; each kernel the processor runs.
        var planes = try sample.yuv420p()
        let conversions = try PixelKernel.available.map { kernel in
            let median = Measure.median(try (0..<30).map { _ in try Measure.seconds { try sample.yuv420p(into: &planes, kernel: kernel) } })
            return "\(kernel) \(Measure.ms(median))" + (kernel == .best ? " (used)" : "")
        }
        print("per frame: draw \(Measure.ms(draw)); BGRA to yuv420p: \(conversions.joined(separator: ", "))")

        let ffmpeg = try FFmpeg.locate()
        var rawFiles: [RawVideoInput: URL] = [:]
        for input in RawVideoInput.allCases {
            let url = folder.appendingPathComponent("frames.\(input.rawValue)")
            var sink = try RawFileSink(input: input, url: url)
            try ClipExporter(renderer: setup.renderer, schedule: schedule, size: size).export(into: &sink)
            rawFiles[input] = url
        }
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        let haveTool = FileManager.default.isExecutableFile(atPath: tool.path)
        if !haveTool { print("the tool: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')") }

        // The raw files are hundreds of MB just written: flush them before timing anything, and
        // run the tool once untimed, so that no round pays for the disk catching up or a cold start.
        sync()
        if haveTool {
            try ChildProcess.run(tool, ["render", "bots", "--playback", "once", "--settings", settingsFile, "--quiet",
                                        "-o", folder.appendingPathComponent("warm-up.mp4").path])
        }
        var toolWalls: [Double] = [], aloneWalls: [RawVideoInput: [Double]] = [:], inProcess: [RawVideoInput: [Double]] = [:]
        var aloneCPU: [RawVideoInput: [Double]] = [:], inProcessCPU: [RawVideoInput: [(ours: Double, ffmpeg: Double)]] = [:]
        var usualPriority: [Double] = []
        for run in 0..<runs {
            let runTool = {
                guard haveTool else { return }
                let out = folder.appendingPathComponent("tool-\(run).mp4").path
                toolWalls.append(try Measure.seconds {
                    try ChildProcess.run(tool, ["render", "bots", "--playback", "once", "--settings", settingsFile, "--quiet", "-o", out])
                })
            }
            if run.isMultiple(of: 2) { try runTool() }
            for input in RawVideoInput.allCases {
                guard let raw = rawFiles[input] else { continue }
                let out = folder.appendingPathComponent("alone-\(input.rawValue)-\(run).mp4").path
                let arguments = VideoEncoder.arguments(format: .mp4, size: size, fps: 60, repeats: false, quality: nil,
                                                       transparent: false, input: input, from: raw.path, to: out)
                let beforeAlone = CPUTime.now()
                aloneWalls[input, default: []].append(try Measure.seconds { try ChildProcess.run(ffmpeg, arguments) })
                aloneCPU[input, default: []].append(CPUTime.now().children - beforeAlone.children)
                let url = folder.appendingPathComponent("in-process-\(input.rawValue)-\(run).mp4")
                let before = CPUTime.now()
                var encoder = try VideoEncoder(format: .mp4, size: size, fps: 60, repeats: false, input: input, to: url, ffmpeg: { ffmpeg })
                // Planned as the tool plans it: the workers' window deepened for the encoder.
                let parallel = try RenderMemoryBudget.standard.plan(frameSize: size, priority: VideoEncoder.workerPriority)
                inProcess[input, default: []].append(
                    try ClipExporter(renderer: setup.renderer, schedule: schedule, size: size, parallel: parallel)
                        .export(into: &encoder).wallTime)
                let after = CPUTime.now()
                inProcessCPU[input, default: []].append((after.own - before.own, after.children - before.children))
                if input == RawVideoInput.preferred(for: .mp4, transparent: false) {
                    // The same export with the workers at the scheduler's usual share and window.
                    var usual = UsualPrioritySink(encoder: try VideoEncoder(
                        format: .mp4, size: size, fps: 60, repeats: false, input: input,
                        to: folder.appendingPathComponent("usual-\(run).mp4"), ffmpeg: { ffmpeg }))
                    let parallel = try RenderMemoryBudget.standard.plan(frameSize: size, priority: .normal)
                    usualPriority.append(try ClipExporter(renderer: setup.renderer, schedule: schedule, size: size, parallel: parallel)
                        .export(into: &usual).wallTime)
                }
            }
            if !run.isMultiple(of: 2) { try runTool() }
        }
        let preferred = RawVideoInput.preferred(for: .mp4, transparent: false)
        for input in RawVideoInput.allCases {
            let alone = Measure.median(aloneWalls[input] ?? [])
            let piped = Measure.median(inProcess[input] ?? [])
            print(String(format: "pipe %@%@: ffmpeg alone from a raw file %.2f s; in-process export %.2f s (%.2fx ffmpeg alone)",
                         input.rawValue, input == preferred ? " (the tool's choice)" : "", alone, piped, piped / alone))
            // Two cores can do no better than all the CPU time shared evenly between them.
            let ours = Measure.median(inProcessCPU[input]?.map(\.ours) ?? []), theirs = Measure.median(inProcessCPU[input]?.map(\.ffmpeg) ?? [])
            let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
            print(String(format: "  CPU: ffmpeg alone %.2f s; in-process ffmpeg %.2f s, ours %.2f s; on %.0f cores at least %.2f s (%.2fx ffmpeg alone)",
                         Measure.median(aloneCPU[input] ?? []), theirs, ours, cores, (ours + theirs) / cores, (ours + theirs) / cores / alone))
        }
        print(String(format: "  the same with the workers at the usual priority and a window of two frames each: %.2f s (%.2fx ffmpeg alone)",
                     Measure.median(usualPriority), Measure.median(usualPriority) / Measure.median(aloneWalls[preferred] ?? [])))
        if haveTool {
            let wall = Measure.median(toolWalls)
            let alone = Measure.median(aloneWalls[preferred] ?? [])
            let before = Measure.median(aloneWalls[.bgra] ?? [])
            // Each round's tool run over that round's ffmpeg alone, then the median: a drift in the
            // machine's speed between rounds cancels within a round.
            let ratios = zip(toolWalls, aloneWalls[preferred] ?? []).map { $0 / $1 }
            print(String(format: "render bots --playback once -o bots.mp4: %.2f s; ffmpeg alone (same frames, same arguments, %@ input) %.2f s; "
                         + "ratio %.2f, median of the rounds' ratios (%@) (target <= 1.15)",
                         wall, preferred.rawValue, alone, Measure.median(ratios),
                         ratios.map { String(format: "%.2f", $0) }.joined(separator: " ")))
            print(String(format: "  against ffmpeg alone on BGRA, the layout piped before: %.2f s, ratio %.2f", before, wall / before))
        }
    }
}

/// Writes each frame's bytes, in a pipe layout, one after another into a file: the raw input
/// ffmpeg alone is timed on.
struct RawFileSink: FrameSink {
    let prepare: @Sendable (RasterImage) throws -> [UInt8]
    private let handle: FileHandle

    init(input: RawVideoInput, url: URL) throws {
        prepare = { try input.bytes(of: $0) }
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw ChildFailure(description: "cannot create \(url.path)")
        }
        handle = try FileHandle(forWritingTo: url)
    }

    mutating func write(_ frame: [UInt8], index: Int) throws { try handle.write(contentsOf: frame) }
    mutating func finish() throws { try handle.close() }
    mutating func abandon() { try? handle.close() }
}

/// A video encoder whose workers run at the scheduler's usual share: what yielding to ffmpeg
/// (`WorkerPriority`) is measured against.
struct UsualPrioritySink: FrameSink {
    let encoder: VideoEncoder
    var prepare: @Sendable (RasterImage) throws -> [UInt8] { encoder.prepare }
    mutating func write(_ frame: [UInt8], index: Int) throws { try encoder.write(frame, index: index) }
    mutating func finish() throws { try encoder.finish() }
    mutating func abandon() { encoder.abandon() }
}

/// Runs a program to its end, its output discarded; a failure is an error naming the command.
/// Started and waited for the way the tool starts ffmpeg (`ChildProgram`): Foundation's
/// `waitUntilExit` notices an exit up to 50 ms late, noise on a figure of a second or two.
enum ChildProcess {
    static func run(_ executable: URL, _ arguments: [String]) throws {
        let child = try ChildProgram(executable: executable.path, arguments: arguments, standardInput: .null, standardError: .null)
        guard child.wait() == .exited(status: 0) else {
            throw ChildFailure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed")
        }
    }
}
