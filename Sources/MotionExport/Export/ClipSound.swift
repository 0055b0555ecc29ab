import MotionKit

/// A clip's sound track as its frames are scheduled: the scene's cues (scene seconds, one loop)
/// placed at the clip's samples the way `FrameSchedule` places its frames, so a cue sounds on
/// the frame its motion lands on. `live` sounds each loop's cues until the scene comes to rest;
/// `loop` and `once` sound the loop's; Reduce Motion, which shows the still alone, is silent.
package struct ClipSound: Sendable {
    /// The whole clip's track: its gain is the same whichever part of the clip is written.
    package let track: SoundTrack
    /// The samples of the schedule's own range of the clip.
    package let range: Range<Int>

    package init(cues: [SoundCue], set: SoundSet, schedule: FrameSchedule) {
        let rate = Double(SoundSet.sampleRate)
        func sample(_ seconds: Double) -> Int { Int((seconds * rate).rounded()) }
        let timeline = schedule.timeline
        // The whole clip from its first frame, whatever range this render draws.
        let wholeFrames = FrameSchedule.frameCount(from: 0, to: FrameSchedule.length(of: timeline, playback: schedule.playback,
                                                                                    hold: schedule.hold),
                                                   fps: schedule.fps, playback: schedule.playback)
        let length = sample(Double(wholeFrames) / schedule.fps)
        var placements: [SoundTrack.Placement] = []
        if !schedule.reduceMotion {
            switch schedule.playback {
            case .live:
                for loop in 0..<timeline.loops {
                    for cue in cues {
                        let sceneTime = Double(loop) * timeline.duration + cue.time
                        guard sceneTime <= timeline.restingSceneTime else { continue }
                        placements.append(.init(start: sample(sceneTime / timeline.speed), sound: cue.sound))
                    }
                }
            case .loop, .once:
                for cue in cues where cue.time < timeline.duration || (schedule.playback == .once && cue.time == timeline.duration) {
                    placements.append(.init(start: sample(cue.time / timeline.speed), sound: cue.sound))
                }
            }
        }
        track = SoundTrack(placements: placements.filter { $0.start >= 0 }, set: set, length: length)
        range = sample(schedule.start)..<sample(schedule.start + schedule.clipDuration)
    }

    /// The levelled samples of this render's range.
    package var pcm: [Int16] { track.pcm(range) }
}
