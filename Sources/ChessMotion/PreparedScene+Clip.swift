import ChessMotionSupport
import ChessScenes
import FoundationEssentials
import MotionExport
import MotionKit

extension PreparedScene {
    /// The scene played by `schedule`, written to `output` by the exporter `format` takes:
    /// ChessMotion's own two-pass GIF encoder (no ffmpeg), libx264 here for an MP4 without sound
    /// or captions (no ffmpeg either), ffmpeg for the other videos. The one rule
    /// shared by `render`, `batch` and `serve`, so a clip from any of them is the same file.
    /// A GIF repeats forever when looped and plays once otherwise, unless `gifLoopCount` says
    /// (`render --loop`). `guarding` is given the exporter's clean-up while it writes (a signal
    /// handler, or nothing); `progress` hears of each frame. A video sounds with `sound`'s set
    /// (`ClipSoundChoice`); a GIF is silent. With `captions` a video carries the scene's captions
    /// as a subtitle track and in a WebVTT file beside it (`captionsFile(besides:)`), written
    /// once the video is; without, the file is exactly what it was before videos had captions.
    package func writeClip(_ format: VideoFormat, schedule: FrameSchedule, size: PixelSize, parallel: ParallelFrameRenderer,
                           quality: Int? = nil, transparent: Bool = false, gifLoopCount: Int? = nil, sound: ClipSoundChoice = .fromSettings,
                           captions: Bool = false, budget: RenderMemoryBudget = .standard, to output: URL,
                           ffmpeg: () throws(ExportError) -> URL, progress: (ExportProgress) -> Void = { _ in },
                           guarding: (@escaping @Sendable () -> Void) -> ExportInterruption? = { _ in nil }) throws -> RenderWrite {
        var renderer = renderer
        if transparent { renderer.environment.transparentBackground = true }
        if format == .gif {
            // A game's tags go into the GIF's comment, as `render` writes them.
            let options = GIFOptions(loopCount: gifLoopCount ?? (schedule.playback == .loop ? 0 : nil),
                                     comment: (scene as? GameScene).map { GameMoveFrames.comment(for: $0.game) })
            let exporter = try GIFExporter(renderer: renderer, clip: GIFClip(schedule: schedule), size: size,
                                           parallel: parallel, options: options, to: output)
            let interruption = guarding(exporter.interruptionCleanup)
            defer { interruption?.end() }
            let report = try exporter.export(progress: progress)
            return RenderWrite(frames: report.frames, storedFrames: report.storedFrames, bytes: ByteCount.ofFile(at: output),
                             wallTime: report.wallTime)
        }
        let samples = try soundSamples(sound, format: format, schedule: schedule)
        let text = captions ? try self.captions(schedule: schedule) : nil
        var encoder = try VideoEncoder(format: format, size: size, fps: schedule.fps, repeats: schedule.playback == .loop,
                                       quality: quality, transparent: transparent, budget: budget, sound: samples,
                                       captions: text, to: output, ffmpeg: ffmpeg)
        let interruption = guarding(encoder.interruptionCleanup)
        defer { interruption?.end() }
        let report = try ClipExporter(renderer: renderer, schedule: schedule, size: size, parallel: parallel)
            .export(into: &encoder, progress: progress)
        var written = RenderWrite(frames: report.frames, storedFrames: report.frames, bytes: ByteCount.ofFile(at: output),
                                wallTime: report.wallTime)
        if let text {
            let file = Self.captionsFile(besides: output)
            try StillWriter.write(Data(text.webVTT.utf8), to: file)
            written.captions = file
        }
        return written
    }
}
