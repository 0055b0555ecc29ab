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
        let length = sample(schedule.wholeClipDuration)
        let placements = schedule.clipTimes(ofSceneTimes: cues.map(\.time)).map {
            SoundTrack.Placement(start: sample($0.clipTime), sound: cues[$0.index].sound)
        }
        track = SoundTrack(placements: placements.filter { $0.start >= 0 }, set: set, length: length)
        range = sample(schedule.start)..<sample(schedule.start + schedule.clipDuration)
    }

    /// The levelled samples of this render's range.
    package var pcm: [Int16] { track.pcm(range) }
}
