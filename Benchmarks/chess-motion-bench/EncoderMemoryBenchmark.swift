import ChessMotion
import Foundation
import MotionExport
import MotionKit

/// Issue #34: at `--width 8192` ffmpeg alone took 4.1 GB (MP4) and 5.6 GB (WebM), outside the
/// memory budget. A short clip of `coins` (a few frames: bounded time) is encoded in-process at
/// 4096 and 8192 pixels wide, and ffmpeg's own peak (`wait4`) is printed beside the estimate of
/// the settings `EncoderMemory` chose and the budget. The standard budget's answer is printed
/// first (a rung, or the refusal); the clip is then encoded within the smallest budget that
/// fits the leanest rung, which is what `--memory-budget` at that figure would do.
enum EncoderMemoryBenchmark {
    static let frames = 8

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-encoder-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let setup = try PreparedScene("coins", settings: ResolvedSettings(settingsFile: folder.appendingPathComponent("none.json").path))
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: setup.scene), playback: .once, fps: 10,
                                         from: 0, to: Double(frames) / 10)
        let ffmpeg = try FFmpeg.locate()
        let cores = ParallelFrameRenderer.defaultWorkers
        print("\(schedule.count) frames of coins at 10 fps; \(cores) cores; budget \(RenderMemoryBudget.defaultBytes >> 20) MiB by default")
        for width in [4096, 8192] {
            for format in [VideoFormat.mp4, .webm] {
                let size = format.encodedSize(for: PixelSize.fitting(box: Size(360, 280), width: width))
                let standard: String
                do {
                    standard = "\(try EncoderMemory.settings(for: format, size: size, budget: .standard))"
                } catch {
                    standard = "refused"
                }
                guard let leanest = EncoderMemory.ladder(for: format)?.last else { continue }
                let estimate = EncoderMemory.estimate(leanest, format: format, size: size, cores: cores)
                let budget = RenderMemoryBudget(bytes: estimate)
                let url = folder.appendingPathComponent("clip-\(width).\(format.rawValue)")
                let start = Date()
                // ffmpeg encodes here even an MP4: x264's memory at these settings is the same in
                // any process, and only in an ffmpeg of its own is it alone to measure.
                var encoder = try VideoEncoder(format: format, size: size, fps: 10, repeats: false, budget: budget,
                                               inProcess: false, to: url, ffmpeg: { ffmpeg })
                _ = try ClipExporter(renderer: setup.renderer, schedule: schedule, size: size,
                                     parallel: ParallelFrameRenderer(workers: 1, window: 1)).export(into: &encoder)
                let seconds = Date().timeIntervalSince(start)
                let peak = encoder.encoderPeakBytes ?? 0
                print(String(format: "%@ .%@: standard budget: %@; with %@ (budget %d MiB): ffmpeg peak %d MiB, estimate %d MiB (%@), %.1f s",
                             "\(size)", format.rawValue, standard, "\(encoder.encoderSettings)", budget.bytes >> 20, peak >> 20,
                             estimate >> 20, peak <= estimate ? "within" : "OVER", seconds))
            }
        }
    }
}
