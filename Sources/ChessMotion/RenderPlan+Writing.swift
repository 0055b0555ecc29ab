import ChessMotionSupport
import FoundationEssentials
import LottieExport
import MotionExport
import MotionKit

/// What a render wrote: frames drawn and stored, bytes, seconds (unrounded), and what came
/// beside it.
package struct RenderWrite: Sendable {
    package var frames: Int
    /// Frames in the file: for a GIF, fewer than drawn when repeated frames were merged.
    package var storedFrames: Int
    package var bytes: Int?
    package var wallTime: Double
    /// The captions' WebVTT file written beside a video, if asked for.
    package var captions: URL? = nil
    /// Numbered frames of an earlier, longer render that a PNG folder's writer removed.
    package var removedStaleFrames = 0
    /// A Lottie file's animation, for a report of its layers and keyframes.
    package var lottie: LottieAnimation? = nil
}

extension RenderPlan {
    /// A still's bytes, in the spec's format and quality.
    package func encodedStill() throws -> Data {
        guard case .still(let format) = spec.output, let time else { preconditionFailure("\(spec.output.name) is no still") }
        return try renderer.encodedStill(at: time, size: size, format: format, quality: spec.quality)
    }

    /// A Lottie file's bytes and what they hold.
    package func lottie() throws -> LottieOutput {
        guard case .lottie(let archive) = spec.output else { preconditionFailure("\(spec.output.name) is no Lottie output") }
        return try LottieOutput(scene, size: size, fps: fps, archive: archive, transparent: spec.transparent)
    }

    /// The one executor every door runs: the output written at `url` (a folder for PNG frames),
    /// a file replacing what was there only once it is whole. `parallel` draws the frames;
    /// `ffmpeg` is asked for only by a video that runs it; `guarding` is given the writer's clean-up while it
    /// writes (a signal handler, or nothing); `progress` hears of each frame.
    package func write(to url: URL, parallel: ParallelFrameRenderer, budget: RenderMemoryBudget = .standard,
                       gifLoopCount: Int? = nil, ffmpeg: () throws(ExportError) -> URL, progress: (ExportProgress) -> Void = { _ in },
                       guarding: (@escaping @Sendable () -> Void) -> ExportInterruption? = { _ in nil }) throws -> RenderWrite {
        let started = Date()
        func seconds() -> Double { Date().timeIntervalSince(started) }
        switch spec.output {
        case .still:
            let data = try encodedStill()
            try StillWriter.write(data, to: url)
            return RenderWrite(frames: 1, storedFrames: 1, bytes: data.count, wallTime: seconds())
        case .lottie:
            let made = try lottie()
            try StillWriter.write(made.data, to: url)
            return RenderWrite(frames: made.animation.frameCount, storedFrames: made.animation.frameCount, bytes: made.data.count,
                               wallTime: seconds(), lottie: made.animation)
        case .clip(let format):
            return try scene.writeClip(format, schedule: schedule!, size: size, parallel: parallel, quality: spec.quality,
                                       transparent: spec.transparent, gifLoopCount: gifLoopCount, sound: soundChoice,
                                       captions: spec.captions, budget: budget, to: url, ffmpeg: ffmpeg,
                                       progress: progress, guarding: guarding)
        case .frames:
            var writer = try PNGSequenceWriter(folder: url, count: schedule!.count)
            let interruption = guarding(writer.interruptionCleanup)
            defer { interruption?.end() }
            let report = try ClipExporter(renderer: renderer, schedule: schedule!, size: size, parallel: parallel)
                .export(into: &writer, progress: progress)
            return RenderWrite(frames: report.frames, storedFrames: report.frames, bytes: writer.bytesWritten,
                               wallTime: report.wallTime, removedStaleFrames: writer.removedStaleFrames)
        }
    }

    /// The spec's sound as the clip writer takes it.
    package var soundChoice: ClipSoundChoice { ClipSoundChoice(set: spec.sound, mute: spec.mute) }
}
