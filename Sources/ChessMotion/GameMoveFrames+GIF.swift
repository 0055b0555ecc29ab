import ChessMotionSupport
import FoundationEssentials
import GameGIF
import MotionExport
import MotionKit

/// What writing a GIF of a game's positions did.
package struct GameMoveGIFWrite: Sendable {
    /// Frames in the file.
    package var frames: Int
    package var size: PixelSize
    package var bytes: Int?
    package var wallTime: Double
}

extension GameMoveFrames {
    /// The one rule for a GIF of these positions, shared by `render GAME.pgn --frames moves` and
    /// `POST /game.gif`, so the two write the same file: at a width whose squares are whole
    /// pixels (the default 720 among them) the frames are composed from sprites in memory in
    /// one pass; at any other each position is drawn through the exporter and coded where it
    /// changed. `renderer` draws the scene whole (`ResolvedSettings.renderer(for: positions)`);
    /// both ways stop between frames once `parallel.deadline` has passed, and both use
    /// `parallel.workers` threads. `sheets`: where sprite sheets are kept between renders.
    package func writeGIF(size: PixelSize, renderer: FrameRenderer, parallel: ParallelFrameRenderer, loopCount: Int?,
                          sheets: GameGIFSheetStore? = nil, to output: URL, progress: (ExportProgress) -> Void = { _ in },
                          guarding: (@escaping @Sendable () -> Void) -> ExportInterruption? = { _ in nil }) throws -> GameMoveGIFWrite {
        let started = ContinuousClock.now
        if let style = spriteStyle(width: size.width, renderer: renderer) {
            let bytes = try spriteGIF(style: style, loopCount: loopCount, deadline: parallel.deadline, workers: parallel.workers,
                                      sheets: sheets)
            try StillWriter.write(Data(bytes), to: output)
            let elapsed = (ContinuousClock.now - started).components
            return GameMoveGIFWrite(frames: delays.count, size: style.pixelSize, bytes: bytes.count,
                                    wallTime: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
        // Position after position, a frame changes in a few squares: drawn once, coded where it changed.
        let exporter = try GIFExporter(renderer: renderer, clip: try clip(), size: size, parallel: parallel,
                                       options: GIFOptions(loopCount: loopCount, comment: comment), strategy: .keptChanges, to: output)
        let interruption = guarding(exporter.interruptionCleanup)
        defer { interruption?.end() }
        let report = try exporter.export(progress: progress)
        return GameMoveGIFWrite(frames: report.storedFrames, size: size, bytes: ByteCount.ofFile(at: output), wallTime: report.wallTime)
    }
}
