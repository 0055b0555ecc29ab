import MotionExport
import MotionKit
import Testing

@Suite("FrameSchedule: which scene time each exported frame shows")
struct FrameScheduleTests {
    let coins = PlaybackTimeline(duration: 6, stillTime: 4.4)
    let bots = PlaybackTimeline(duration: 6, stillTime: 4.6, speed: 1.2)

    @Test func aLoopIsOneLoopWithoutItsRepeatedEnd() throws {
        let schedule = try FrameSchedule(timeline: coins, playback: .loop, fps: 60)
        #expect(schedule.count == 360)
        for k in [0, 1, 59, 180, 359] {
            #expect(abs(schedule.sceneTime(ofFrame: k) - Double(k) / 60) < 1e-12)
        }
        #expect(schedule.sceneTime(ofFrame: 359) < 6)
    }

    @Test func aLoopRunsAtTheScenesSpeed() throws {
        let schedule = try FrameSchedule(timeline: bots, playback: .loop, fps: 60)
        #expect(schedule.count == 300)
        #expect(abs(schedule.sceneTime(ofFrame: 150) - 3) < 1e-12)
        #expect(abs(schedule.clipDuration - 5) < 1e-12)
    }

    @Test func onceIncludesTheLastInstant() throws {
        let schedule = try FrameSchedule(timeline: coins, playback: .once, fps: 60)
        #expect(schedule.count == 361)
        #expect(schedule.sceneTime(ofFrame: 360) == 6)
        let slow = try FrameSchedule(timeline: bots, playback: .once, fps: 30)
        #expect(slow.count == 151)
        #expect(slow.sceneTime(ofFrame: 150) == 6)
    }

    @Test func liveFollowsTheTimelineThenHoldsTheStill() throws {
        let schedule = try FrameSchedule(timeline: bots, playback: .live, fps: 60, hold: 2)
        // Two 5 s loops, resting at (6 + 4.6) / 1.2 = 8.83 s, then 2 s of the still.
        #expect(schedule.count == 650)
        for k in 0..<schedule.count {
            #expect(schedule.sceneTime(ofFrame: k) == bots.sceneTime(.live, elapsed: Double(k) / 60))
        }
        #expect(abs(schedule.sceneTime(ofFrame: 300)) < 1e-9, "the second loop starts at 5 s")
        let resting = (0..<schedule.count).filter { schedule.sceneTime(ofFrame: $0) == 4.6 && bots.isResting(elapsed: Double($0) / 60) }
        #expect(resting.first == 530 && resting.count == 120, "the still is held for 2 s from 8.83 s")
    }

    @Test func liveWithoutAHoldEndsWhereTheSceneComesToRest() throws {
        let schedule = try FrameSchedule(timeline: coins, playback: .live, fps: 10, hold: 0)
        #expect(schedule.count == 104) // 10.4 s, the rest instant itself left out
    }

    @Test func fromAndToPickAPartOfTheClip() throws {
        let schedule = try FrameSchedule(timeline: coins, playback: .loop, fps: 10, from: 1, to: 2)
        #expect(schedule.count == 10)
        #expect(schedule.clipTime(ofFrame: 0) == 1)
        #expect(abs(schedule.sceneTime(ofFrame: 9) - 1.9) < 1e-12)
        let live = try FrameSchedule(timeline: bots, playback: .live, fps: 10, from: 6)
        #expect(abs(live.sceneTime(ofFrame: 0) - 1.2) < 1e-9)
        #expect(live.count == 49) // 6 s to 10.83 s
    }

    @Test func reduceMotionShowsTheStillInEveryFrame() throws {
        for playback in ClipPlayback.allCases {
            let schedule = try FrameSchedule(timeline: bots, playback: playback, fps: 12, reduceMotion: true)
            #expect((0..<schedule.count).allSatisfy { schedule.sceneTime(ofFrame: $0) == 4.6 })
        }
    }

    @Test(arguments: [
        (0.0, 2.0, nil, nil, "0 frames per second is not possible"),
        (-5, 2, nil, nil, "-5 frames per second is not possible"),
        (500, 2, nil, nil, "500 frames per second is not possible: use 1 to 240"),
        (.nan, 2, nil, nil, "nan frames per second"),
        (60, -1, nil, nil, "a hold of -1 s is not possible"),
        (60, 4000, nil, nil, "a hold of 4000 s is not possible: use 0 to 3600 seconds"),
        (60, 2, -1, nil, "cannot start at -1 s"),
        (60, 2, 3, 3, "the range 3 s to 3 s is empty"),
        (60, 2, 3, 1, "the range 3 s to 1 s is empty"),
        (60, 2, 0, 20, "goes past the end of the live clip, which is 12.4 s long"),
        (60, 2, 13, nil, "the clip cannot start at 13 s: the live clip is 12.4 s long"),
    ] as [(Double, Double, Double?, Double?, String)])
    func impossibleRequestsAreNamed(fps: Double, hold: Double, from: Double?, to: Double?, message: String) {
        do {
            _ = try FrameSchedule(timeline: coins, playback: .live, fps: fps, hold: hold, from: from, to: to)
            Issue.record("expected an error containing '\(message)'")
        } catch {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func aRangeShorterThanAFrameIsRefused() {
        #expect(throws: FrameScheduleError.shorterThanAFrame(from: 1, to: 1 + 1e-12, fps: 10)) {
            try FrameSchedule(timeline: coins, playback: .loop, fps: 10, from: 1, to: 1 + 1e-12)
        }
    }

    @Test func anUnplayableSceneIsRefused() {
        let broken = PlaybackTimeline(duration: 6, stillTime: 9)
        #expect(throws: FrameScheduleError.timeline(.stillTime(9, duration: 6))) {
            try FrameSchedule(timeline: broken, playback: .loop, fps: 10)
        }
    }
}
