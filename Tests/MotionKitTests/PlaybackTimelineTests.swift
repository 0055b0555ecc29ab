import MotionKit
import Testing

@Suite("Playback timeline")
struct PlaybackTimelineTests {
    let bots = PlaybackTimeline(duration: 6, stillTime: 4.6, speed: 1.2)

    @Test func liveWrapsEveryLoopOfRealTime() {
        #expect(abs(bots.sceneTime(.live, elapsed: 1) - 1.2) < 1e-12)
        // A 6 s loop at speed 1.2 takes 5 s of real time.
        #expect(abs(bots.sceneTime(.live, elapsed: 5.5) - 0.6) < 1e-9)
    }

    @Test func liveRestsAtTheStillTimeInsideTheSecondLoopWithoutAJump() {
        let rest = (6 + 4.6) / 1.2
        #expect(abs(bots.restingElapsed - rest) < 1e-12)
        let justBefore = bots.sceneTime(.live, elapsed: rest - 1e-6)
        #expect(abs(justBefore - 4.6) < 1e-4)
        #expect(bots.sceneTime(.live, elapsed: rest) == 4.6)
        #expect(bots.sceneTime(.live, elapsed: 1000) == 4.6)
    }

    @Test func stillTimeAndReduceMotion() {
        #expect(bots.sceneTime(.still, elapsed: 3) == 4.6)
        #expect(bots.sceneTime(.live, elapsed: 3, reduceMotion: true) == 4.6)
        #expect(bots.sceneTime(.time(2.25), elapsed: 3) == 2.25)
    }
}
