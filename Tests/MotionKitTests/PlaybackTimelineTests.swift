import MotionKit
import Testing

@Suite("PlaybackTimeline: elapsed real time to scene time")
struct PlaybackTimelineTests {
    /// The bots scene's timing: designed for six seconds, played at 1.2x so a loop takes five.
    let bots = PlaybackTimeline(duration: 6, stillTime: 4.6, speed: 1.2)

    @Test func liveMultipliesByTheSpeedAndWrapsEveryLoop() {
        #expect(abs(bots.loopLength - 5) < 1e-12)
        #expect(abs(bots.sceneTime(.live, elapsed: 1) - 1.2) < 1e-12)
        #expect(abs(bots.sceneTime(.live, elapsed: 4.5) - 5.4) < 1e-12)
        // The second loop starts again from 0 at elapsed 5 s.
        #expect(abs(bots.sceneTime(.live, elapsed: 5)) < 1e-9)
        #expect(abs(bots.sceneTime(.live, elapsed: 5.5) - 0.6) < 1e-9)
        #expect(abs(bots.sceneTime(.live, elapsed: 8) - 3.6) < 1e-9)
    }

    @Test func liveRestsOnTheStillInsideTheSecondLoop() {
        let rest = (6 + 4.6) / 1.2
        #expect(abs(bots.restingElapsed - rest) < 1e-12)
        #expect(!bots.isResting(elapsed: rest - 0.01))
        #expect(bots.isResting(elapsed: rest))
        for elapsed in [rest, rest + 0.001, rest + 1, 60, 3600, .infinity] {
            #expect(bots.sceneTime(.live, elapsed: elapsed) == 4.6, "elapsed \(elapsed)")
        }
        // Just before the rest the scene is a hair short of the still: no jump.
        let before = bots.sceneTime(.live, elapsed: rest - 1.0 / 600)
        #expect(before < 4.6 && 4.6 - before < 1.2 / 600 + 1e-9)
    }

    /// Sweeps elapsed time at 600 Hz over 20 s: scene time advances by dt * speed each step except
    /// at the single wrap between the loops, and stops moving once it rests.
    @Test(arguments: [
        PlaybackTimeline(duration: 6, stillTime: 4.6, speed: 1.2),
        PlaybackTimeline(duration: 6, stillTime: 4.4),
        PlaybackTimeline(duration: 6, stillTime: 6, speed: 1.2),
        PlaybackTimeline(duration: 4, stillTime: 0.5, speed: 0.8, loops: 3),
    ])
    func liveIsContinuousExceptAtLoopWraps(timeline: PlaybackTimeline) {
        let dt = 1.0 / 600
        var previous = timeline.sceneTime(.live, elapsed: 0)
        var wraps = 0, restedSteps = 0
        for step in 1...(20 * 600) {
            let elapsed = Double(step) * dt
            let t = timeline.sceneTime(.live, elapsed: elapsed)
            let delta = t - previous
            if timeline.isResting(elapsed: elapsed) {
                #expect(t == timeline.stillTime)
                #expect(abs(delta) <= dt * timeline.speed + 1e-9, "a jump into the rest at \(elapsed)")
                restedSteps += 1
            } else if delta < 0 {
                wraps += 1
                #expect(previous > timeline.duration - 2 * dt * timeline.speed && t < 2 * dt * timeline.speed,
                        "a wrap away from the loop's end at \(elapsed)")
            } else {
                #expect(abs(delta - dt * timeline.speed) < 1e-9, "a jump at \(elapsed): \(previous) -> \(t)")
            }
            previous = t
        }
        #expect(wraps == timeline.loops - 1)
        #expect(restedSteps > 0)
    }

    /// A scene that rests on its last frame must not flash its first frame in the instant before
    /// resting, whatever the rounding of elapsed * speed.
    @Test(arguments: [1.2, 0.7, 1.1, 1.3, 0.9, 3.0])
    func restingOnTheLastFrameNeverWrapsFirst(speed: Double) {
        let timeline = PlaybackTimeline(duration: 6, stillTime: 6, speed: speed)
        var elapsed = timeline.restingElapsed
        for _ in 0..<8 {
            elapsed = elapsed.nextDown
            #expect(timeline.sceneTime(.live, elapsed: elapsed) > 5.999, "elapsed \(elapsed)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func restingElapsedCountsTheLoopsBeforeTheLast(loops: Int) {
        let timeline = PlaybackTimeline(duration: 6, stillTime: 4.4, speed: 1, loops: loops)
        #expect(abs(timeline.restingElapsed - (Double(loops - 1) * 6 + 4.4)) < 1e-12)
        #expect(timeline.sceneTime(.live, elapsed: timeline.restingElapsed + 0.5) == 4.4)
    }

    @Test func stillAndReduceMotionShowTheStillTime() {
        for elapsed in [0.0, 1, 4.9, 100] {
            #expect(bots.sceneTime(.still, elapsed: elapsed) == 4.6)
            #expect(bots.sceneTime(.live, elapsed: elapsed, reduceMotion: true) == 4.6)
            #expect(bots.sceneTime(.time(2.5), elapsed: elapsed, reduceMotion: true) == 4.6)
        }
    }

    @Test func aPinnedTimeIsThatTimeWhateverHasElapsed() {
        for elapsed in [0.0, 3, 1000] {
            #expect(bots.sceneTime(.time(2.75), elapsed: elapsed) == 2.75)
            #expect(bots.sceneTime(.time(7.5), elapsed: elapsed) == 7.5)
        }
    }

    @Test func beforeStartingLiveShowsTheFirstFrame() {
        #expect(bots.sceneTime(.live, elapsed: 0) == 0)
        #expect(bots.sceneTime(.live, elapsed: -3) == 0)
        #expect(bots.sceneTime(.live, elapsed: .nan) == 0)
    }

    @Test func takesItsNumbersFromTheScene() {
        struct Slow: MotionScene {
            let duration = 8.0, stillTime = 5.0, speed = 0.5
            func draw(_ canvas: inout MotionCanvas, t: Double) {}
        }
        let timeline = PlaybackTimeline(scene: Slow())
        #expect(timeline == PlaybackTimeline(duration: 8, stillTime: 5, speed: 0.5, loops: 2))
        #expect(timeline.loopLength == 16)
        #expect(timeline.restingElapsed == 26)
    }

    @Test(arguments: [
        (PlaybackTimeline(duration: 0, stillTime: 0), PlaybackTimelineError.duration(0)),
        (PlaybackTimeline(duration: .nan, stillTime: 0), .duration(.nan)),
        (PlaybackTimeline(duration: 6, stillTime: 4, speed: 0), .speed(0)),
        (PlaybackTimeline(duration: 6, stillTime: 4, speed: -1), .speed(-1)),
        (PlaybackTimeline(duration: 6, stillTime: 7), .stillTime(7, duration: 6)),
        (PlaybackTimeline(duration: 6, stillTime: -0.5), .stillTime(-0.5, duration: 6)),
        (PlaybackTimeline(duration: 6, stillTime: 4, loops: 0), .loops(0)),
    ])
    func unplayableTimingsAreNamed(timeline: PlaybackTimeline, error: PlaybackTimelineError) {
        do {
            _ = try timeline.validated()
            Issue.record("\(timeline) passed validation")
        } catch let thrown {
            // NaN never equals itself, so compare the messages, which carry the same facts.
            #expect(thrown.description == error.description)
        }
        // Even unvalidated, live playback of an unplayable timeline shows the still, never NaN.
        #expect(!timeline.sceneTime(.live, elapsed: 2).isNaN)
    }

    @Test func validTimingsPassValidation() throws {
        #expect(try bots.validated() == bots)
        #expect(try PlaybackTimeline(duration: 6, stillTime: 6).validated().stillTime == 6)
    }
}

@Suite("Playback timeline messages")
struct PlaybackTimelineMessageTests {
    @Test func timesAreShownTrimmed() {
        #expect(PlaybackTimelineError.stillTime(6.033333333333333, duration: 2.4000000000000004).description
                == "the still time 6.033 s lies outside the scene's loop (0 to 2.4 s)")
        #expect(RenderError.invalidTime(0.1 + 0.2).description == "0.3 is not a time in seconds")
    }
}
