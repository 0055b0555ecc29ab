import FoundationEssentials
import GIFCodec
import MotionKit

/// A GIF made by ChessMotion itself. By default in two passes over the clip: the first draws every frame
/// and counts its colours (`GIFColorStatistics`), the palette is fitted to them (`GIFPalette`),
/// and the second draws the frames again and writes them (`GIFEncoder`). Drawing twice costs
/// time but no memory: nothing of the clip is kept between frames, where ffmpeg's
/// palettegen/paletteuse graph held every frame (1 GB at 601 frames of 720 x 560). A clip whose
/// frames change little is drawn once instead (`GIFExportStrategy.keptChanges`).
package final class GIFExporter: Sendable {
    package let renderer: FrameRenderer
    package let clip: GIFClip
    package let size: PixelSize
    package let parallel: ParallelFrameRenderer
    package let options: GIFOptions
    /// How the frames are drawn and coded.
    package let strategy: GIFExportStrategy
    /// Partial outputs of earlier, killed renders of the same destination that were cleared.
    package let clearedStalePartials: Int
    let partial: PartialOutput

    /// Checks the destination and makes the private folder the file is written in.
    package init(renderer: FrameRenderer, clip: GIFClip, size: PixelSize, parallel: ParallelFrameRenderer,
                options: GIFOptions, strategy: GIFExportStrategy = .twoPasses, to destination: URL) throws {
        // Refused before a frame is drawn, not after the first pass.
        try GIFEncoder.check(size: size, options: options)
        do { try StillWriter.checkWritable(destination) } catch {
            if case .unwritable(let path, let reason) = error { throw ExportError.unwritable(path: path, reason: reason) }
            throw ExportError.unwritable(path: destination.path, reason: error.description)
        }
        self.renderer = renderer
        self.clip = clip
        self.size = size
        self.parallel = parallel
        self.options = options
        self.strategy = strategy
        clearedStalePartials = PartialOutput.clearStale(besides: destination)
        partial = try PartialOutput.create(for: destination)
    }

    /// What a signal handler runs to undo the export: remove the partial folder.
    package var interruptionCleanup: @Sendable () -> Void { partial.discarding }

    /// Both passes; `progress` counts the frames of both (2 × the clip's). On failure nothing
    /// replaces the destination.
    @discardableResult
    package func export(progress: (ExportProgress) -> Void = { _ in }) throws -> GIFExportReport {
        if strategy == .keptChanges { return try exportKeepingChanges(progress: progress) }
        let clip = clip, count = clip.count
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let palette = try collectPalette { step in
                progress(ExportProgress(done: step.done, total: 2 * count, elapsed: (clock.now - started).seconds))
            }
            var encoder = try GIFEncoder(size: size, palette: palette, options: options, partial: partial,
                                         delays: { clip.delay(ofFrame: $0) })
            let report = try ClipExporter.export(count: count, sceneTime: { clip.sceneTime(ofFrame: $0) }, renderer: renderer,
                                                 size: size, parallel: parallel, into: &encoder) { step in
                progress(ExportProgress(done: count + step.done, total: 2 * count, elapsed: (clock.now - started).seconds))
            }
            return GIFExportReport(frames: count, storedFrames: encoder.storedFrames, colors: palette.colors.count,
                                   wallTime: (clock.now - started).seconds, writingTime: report.writingTime)
        } catch {
            partial.discard()
            throw error
        }
    }
}

extension GIFExporter {
    /// The first pass; its 10 MB of counts are gone once the palette is made.
    func collectPalette(progress: (ExportProgress) -> Void) throws -> GIFPalette {
        let clip = clip
        var statistics = GIFColorStatistics()
        try ClipExporter.export(count: clip.count, sceneTime: { clip.sceneTime(ofFrame: $0) }, renderer: renderer,
                                size: size, parallel: parallel, into: &statistics, progress: progress)
        return GIFPalette(counts: statistics.counts)
    }
}

/// What a GIF export did and cost.
package struct GIFExportReport: Sendable, Hashable {
    /// Frames drawn (in each pass).
    package var frames: Int
    /// Frames in the file: fewer when repeated frames were merged.
    package var storedFrames: Int
    /// Colours in the palette (the table adds the transparent index).
    package var colors: Int
    package var wallTime: Double
    /// Seconds the second pass spent mapping, comparing and compressing frames.
    package var writingTime: Double
}
