import MotionKit
/// Renders a clip's frames in parallel and streams them, in order, into a sink: the whole export
/// pipeline from scene to file. Only the parallel renderer's window of frames is ever in memory.
package struct ClipExporter: Sendable {
    package var renderer: FrameRenderer
    package var schedule: FrameSchedule
    /// The size every frame is drawn at (for video, already the codec's even size).
    package var size: PixelSize
    package var parallel: ParallelFrameRenderer

    package init(renderer: FrameRenderer, schedule: FrameSchedule, size: PixelSize,
                parallel: ParallelFrameRenderer = ParallelFrameRenderer()) {
        self.renderer = renderer
        self.schedule = schedule
        self.size = size
        self.parallel = parallel
    }

    /// Exports every frame of the schedule into `sink` and finishes it; on any failure the sink
    /// is abandoned (no partial output) and the error rethrown. `progress` is called on this
    /// thread after each delivered frame.
    @discardableResult
    package func export<Sink: FrameSink>(into sink: inout Sink,
                                        progress: (ExportProgress) -> Void = { _ in }) throws -> ExportReport {
        let schedule = schedule
        return try Self.export(count: schedule.count, sceneTime: { schedule.sceneTime(ofFrame: $0) }, renderer: renderer,
                               size: size, parallel: parallel, into: &sink, progress: progress)
    }

    /// The pipeline for any list of instants (a GIF's passes draw a schedule's frames or a game's
    /// positions): frame `index` shows `sceneTime(index)`.
    @discardableResult
    static func export<Sink: FrameSink>(count: Int, sceneTime: @escaping @Sendable (Int) -> Double, renderer: FrameRenderer,
                                        size: PixelSize, parallel: ParallelFrameRenderer, into sink: inout Sink,
                                        progress: (ExportProgress) -> Void) throws -> ExportReport {
        let prepare = sink.prepare
        let clock = ContinuousClock()
        let started = clock.now
        var writing = Duration.zero
        // Frames come in order, so each worker redraws only what moved since its last one.
        let frames = FrameSequence(renderer: renderer, size: size)
        do {
            try parallel.run(count: count, priority: Sink.workerPriority, make: { index in
                try frames.withRaster(at: sceneTime(index), prepare)
            }, deliver: { index, frame in
                let before = clock.now
                try sink.write(frame, index: index)
                writing += clock.now - before
                progress(ExportProgress(done: index + 1, total: count, elapsed: (clock.now - started).seconds))
            })
            let before = clock.now
            try sink.finish()
            writing += clock.now - before
        } catch {
            sink.abandon()
            throw error
        }
        return ExportReport(frames: count, wallTime: (clock.now - started).seconds, writingTime: writing.seconds)
    }
}

/// What an export cost, for the benchmark and the tool's summary line.
package struct ExportReport: Sendable, Hashable {
    package var frames: Int
    /// Seconds from the first frame claimed to the output finished.
    package var wallTime: Double
    /// Seconds the delivering thread spent handing frames to the sink and finishing it; for video
    /// that is waiting on ffmpeg, the rest of `wallTime` is waiting on our renderers.
    package var writingTime: Double
}

extension Duration {
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
