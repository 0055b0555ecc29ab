import ChessMotionSupport
import FoundationEssentials
import GIFCodec
import MotionKit

extension GIFExporter {
    /// A frame's changed region and its pixels (cairo ARGB32 words, row by row).
    struct KeptChange {
        var region: GIFRectangle
        var words: [UInt32]
    }

    /// `GIFExportStrategy.keptChanges`: one `FrameSequence` draws the frames in order and says
    /// where each differs from the one before; only those pixels are kept and counted, and the
    /// encoder maps and compares only there. A game of 34 positions at 720 x 840 keeps the first
    /// frame whole and then a few squares, a badge and a clock a frame.
    func exportKeepingChanges(progress: (ExportProgress) -> Void) throws -> GIFExportReport {
        let clip = clip, count = clip.count
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let frames = FrameSequence(renderer: renderer, size: size)
            var counts = GIFColorCounts()
            var changes: [KeptChange] = []
            changes.reserveCapacity(count)
            for index in 0..<count {
                try parallel.deadline.check()
                let (image, change) = try frames.rasterAndChange(at: clip.sceneTime(ofFrame: index))
                let region = change.map { GIFRectangle(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                    ?? GIFRectangle(x: 0, y: 0, width: size.width, height: size.height)
                let kept = KeptChange(region: region, words: Self.words(of: image, in: region))
                kept.words.withUnsafeBufferPointer { counts.add($0) }
                changes.append(kept)
                progress(ExportProgress(done: index + 1, total: 2 * count, elapsed: (clock.now - started).seconds))
            }
            let palette = GIFPalette(counts: counts)
            let writing = clock.now
            let encoder = try GIFEncoder(size: size, palette: palette, options: options, partial: partial,
                                         delays: { clip.delay(ofFrame: $0) })
            for (index, change) in changes.enumerated() {
                try parallel.deadline.check()
                try encoder.write(change.words, region: change.region, index: index)
                changes[index].words = []
                progress(ExportProgress(done: count + index + 1, total: 2 * count, elapsed: (clock.now - started).seconds))
            }
            try encoder.finish()
            return GIFExportReport(frames: count, storedFrames: encoder.storedFrames, colors: palette.colors.count,
                                   wallTime: (clock.now - started).seconds, writingTime: (clock.now - writing).seconds)
        } catch {
            partial.discard()
            throw error
        }
    }

    /// The words of `image` inside `region`, row by row.
    static func words(of image: RasterImage, in region: GIFRectangle) -> [UInt32] {
        guard region.width > 0, region.height > 0 else { return [] }
        var words = [UInt32](repeating: 0, count: region.width * region.height)
        image.pixels.withUnsafeBytes { raw in
            let all = raw.bindMemory(to: UInt32.self)
            words.withUnsafeMutableBufferPointer { out in
                for row in 0..<region.height {
                    let from = (region.y + row) * image.width + region.x
                    (out.baseAddress! + row * region.width).update(from: all.baseAddress! + from, count: region.width)
                }
            }
        }
        return words
    }
}
