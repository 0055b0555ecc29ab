import FoundationEssentials
import MotionExport
import MotionKit

/// A checked `RenderSpec` resolved against its scene: the size written, the frames' instants
/// or the still's, and the renderer with the spec's background. A door holds its own caps
/// (pixels, frames) against this before `RenderPlan.write` draws anything, so every check a
/// render makes is made before its first frame, and a HEAD refuses what its GET would.
package struct RenderPlan: Sendable {
    package let spec: RenderSpec
    package let scene: PreparedScene
    /// The scene's renderer, its background left unpainted when the spec is transparent.
    package let renderer: FrameRenderer
    /// The pixels written: a video's grown to the even size its codec needs.
    package let size: PixelSize
    /// The instants of a clip's or a PNG folder's frames.
    package let schedule: FrameSchedule?
    /// A still's instant (the scene's still time unless the spec asks for one).
    package let time: Double?
    /// Frames a second of the output, for a clip or a Lottie file.
    package let fps: Double?

    /// Frames the output holds: one for a still, a Lottie file's at its rate.
    package var frameCount: Int {
        if let schedule { return schedule.count }
        if let fps { return Int((scene.scene.duration * fps).rounded(.up)) }
        return 1
    }

    /// How a frame's worker yields to what consumes the frames.
    package var workerPriority: WorkerPriority {
        switch spec.output {
        case .clip(let format): format == .gif ? GIFEncoder.workerPriority : VideoEncoder.workerPriority
        case .frames: PNGSequenceWriter.workerPriority
        case .still, .lottie: .normal
        }
    }

    /// The frame renderers this plan's frames are drawn on: `workers` (nil: one per core)
    /// within the memory `budget`.
    package func parallel(workers: Int?, budget: RenderMemoryBudget) throws(ExportError) -> ParallelFrameRenderer {
        try budget.plan(frameSize: size, workers: workers, priority: workerPriority)
    }
}

extension PreparedScene {
    /// `spec` checked, then resolved against this scene: the size it is drawn at (a chosen
    /// posture frames even a game), the still's instant within the scene, the clip's schedule.
    package func plan(_ spec: RenderSpec) throws -> RenderPlan {
        try spec.check()
        let requested = try pixelSize(width: spec.width, scale: spec.scale, postureChosen: spec.overrides.posture != nil)
        var renderer = renderer
        if spec.transparent { renderer.environment.transparentBackground = true }
        switch spec.output {
        case .still:
            return RenderPlan(spec: spec, scene: self, renderer: renderer, size: requested, schedule: nil,
                              time: try stillTime(requested: spec.time), fps: nil)
        case .lottie:
            return RenderPlan(spec: spec, scene: self, renderer: renderer, size: requested, schedule: nil, time: nil,
                              fps: spec.fps ?? LottieOutput.defaultFPS)
        case .clip, .frames:
            let fps = spec.fps ?? spec.output.defaultFPS ?? PNGSequenceWriter.defaultFPS
            let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: scene), playback: spec.playback ?? .live, fps: fps,
                                             hold: spec.hold ?? FrameSchedule.defaultHold, from: spec.from, to: spec.to,
                                             reduceMotion: reduceMotion)
            let size = if case .clip(let format) = spec.output { format.encodedSize(for: requested) } else { requested }
            return RenderPlan(spec: spec, scene: self, renderer: renderer, size: size, schedule: schedule, time: nil, fps: fps)
        }
    }
}
