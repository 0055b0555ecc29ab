import Foundation
import MotionExport
import MotionKit
import TestSupport

enum ExportFixtures {
    static func renderer(scheme: ColorScheme = .light) throws -> FrameRenderer {
        FrameRenderer(scene: ExportTestScene(), palettes: try Fixtures.palettes(),
                      environment: MotionEnvironment(colorScheme: scheme))
    }

    /// Frame instants of the test scene: looping at 10 fps unless a test needs another clip.
    static func schedule(playback: ClipPlayback = .loop, fps: Double = 10, from: Double? = nil,
                         to: Double? = nil) throws -> FrameSchedule {
        try FrameSchedule(timeline: PlaybackTimeline(scene: ExportTestScene()), playback: playback, fps: fps, from: from, to: to)
    }
}
