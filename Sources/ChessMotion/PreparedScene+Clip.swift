import ChessMotionSupport
import ChessScenes
import Foundation
import MotionExport
import MotionKit

/// What writing a clip cost: frames drawn and bytes on disk.
package struct ClipWrite: Sendable {
    package var frames: Int
    package var bytes: Int?
}

extension PreparedScene {
    /// The scene played by `schedule`, written to `output` by the exporter `format` takes:
    /// ChessMotion's own two-pass GIF encoder (no ffmpeg), ffmpeg for the videos. The one rule
    /// shared by `batch` and `serve`, so a clip from either is the same file. `guarding` is given
    /// the exporter's clean-up while it writes (a signal handler, or nothing).
    package func writeClip(_ format: VideoFormat, schedule: FrameSchedule, size: PixelSize, parallel: ParallelFrameRenderer,
                           quality: Int? = nil, transparent: Bool = false, budget: RenderMemoryBudget = .standard, to output: URL,
                           ffmpeg: () throws -> URL,
                           guarding: (@escaping @Sendable () -> Void) -> ExportInterruption? = { _ in nil }) throws -> ClipWrite {
        var renderer = renderer
        if transparent { renderer.environment.transparentBackground = true }
        if format == .gif {
            // A game's tags go into the GIF's comment, as `render` writes them.
            let options = GIFOptions(loopCount: schedule.playback == .loop ? 0 : nil,
                                     comment: (scene as? GameScene).map { GameMoveFrames.comment(for: $0.game) })
            let exporter = try GIFExporter(renderer: renderer, clip: GIFClip(schedule: schedule), size: size,
                                           parallel: parallel, options: options, to: output)
            let interruption = guarding(exporter.interruptionCleanup)
            defer { interruption?.end() }
            let report = try exporter.export()
            return ClipWrite(frames: report.frames, bytes: ByteCount.ofFile(at: output))
        }
        var encoder = try VideoEncoder(format: format, size: size, fps: schedule.fps, repeats: schedule.playback == .loop,
                                       quality: quality, transparent: transparent, budget: budget, to: output, ffmpeg: ffmpeg())
        let interruption = guarding(encoder.interruptionCleanup)
        defer { interruption?.end() }
        let report = try ClipExporter(renderer: renderer, schedule: schedule, size: size, parallel: parallel)
            .export(into: &encoder)
        return ClipWrite(frames: report.frames, bytes: ByteCount.ofFile(at: output))
    }
}
