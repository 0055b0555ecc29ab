import MotionKit
extension ContactSheet {
    /// Draws every entry's frame with `renderer`, on several workers, and lays them out. The
    /// frames are the scene's own, in the renderer's environment; under Reduce Motion each shows
    /// the still, as the app would.
    package func drawing(rendering renderer: FrameRenderer, title: String,
                        parallel: ParallelFrameRenderer = ParallelFrameRenderer()) throws -> ContactSheetDrawing {
        let timeline = PlaybackTimeline(scene: renderer.scene)
        let entries = entries, size = frameSize
        let reduceMotion = renderer.environment.reduceMotion
        var frames: [BitmapImage] = []
        frames.reserveCapacity(entries.count)
        try parallel.run(count: entries.count, make: { index in
            let t = timeline.sceneTime(.time(entries[index].time), elapsed: 0, reduceMotion: reduceMotion)
            return try BitmapImage(raster: renderer.raster(at: t, size: size), name: "t=\(entries[index].time)")
        }, deliver: { _, frame in frames.append(frame) })
        return try drawing(frames: frames, title: title)
    }
}
