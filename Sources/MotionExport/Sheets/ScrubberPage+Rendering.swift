import MotionKit
import FoundationEssentials

extension ScrubberPage {
    /// Renders one loop of `renderer`'s scene at `fps` in both colour schemes (on several workers)
    /// and builds the page; it opens in the renderer's own scheme.
    package static func rendering(_ renderer: FrameRenderer, title: String, fps: Double, size: PixelSize,
                                 parallel: ParallelFrameRenderer = ParallelFrameRenderer()) throws -> ScrubberPage {
        let scene = renderer.scene
        let count = try frameCount(duration: scene.duration, fps: fps)
        let timeline = PlaybackTimeline(scene: scene)
        var light = renderer, dark = renderer
        light.environment.colorScheme = .light
        dark.environment.colorScheme = .dark
        let reduceMotion = renderer.environment.reduceMotion
        var frames: [Data] = []
        frames.reserveCapacity(2 * count)
        // Frames 0..<count are light, count..<2 count dark.
        try parallel.run(count: 2 * count, make: { [light, dark] index in
            let t = timeline.sceneTime(.time(Double(index % count) / fps), elapsed: 0, reduceMotion: reduceMotion)
            return try (index < count ? light : dark).raster(at: t, size: size).pngData()
        }, deliver: { _, png in frames.append(png) })
        return ScrubberPage(title: title, duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed, fps: fps,
                            frameSize: size, initialScheme: renderer.environment.colorScheme, palettes: renderer.palettes,
                            light: Array(frames[..<count]), dark: Array(frames[count...]))
    }
}
