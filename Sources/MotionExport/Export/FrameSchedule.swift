import MotionKit
import FoundationEssentials

/// Which scene time every frame of an exported clip shows. Frame k is at clip time
/// `start + k / fps`, and its scene time comes from `PlaybackTimeline`, the same function the app
/// plays by, so an exported `live` clip is what a user sees.
///
/// A schedule is a value and computes any frame's time on demand: a clip of any length is
/// described without holding a list of its frames.
package struct FrameSchedule: Sendable, Hashable {
    package let timeline: PlaybackTimeline
    package let playback: ClipPlayback
    package let fps: Double
    /// How long `live` holds the still frame after coming to rest, in seconds.
    package let hold: Double
    package let reduceMotion: Bool
    /// Clip seconds of the first frame.
    package let start: Double
    /// Clip seconds where the clip ends: after its last frame, or at it for `once`.
    package let end: Double
    /// How many frames the clip has.
    package let count: Int

    package static let fpsRange = 1.0...240.0
    package static let maximumHold = 3600.0
    package static let defaultHold = 2.0

    /// Tolerance for comparing times that were typed or computed: a range ending at "10.8333"
    /// should not lose a frame to rounding.
    static let epsilon = 1e-9

    /// - Parameters:
    ///   - from: clip seconds of the first frame (default 0).
    ///   - to: clip seconds where the clip ends (default the whole clip).
    package init(timeline: PlaybackTimeline, playback: ClipPlayback, fps: Double, hold: Double = FrameSchedule.defaultHold,
                from: Double? = nil, to: Double? = nil, reduceMotion: Bool = false) throws(FrameScheduleError) {
        let checked: PlaybackTimeline
        do { checked = try timeline.validated() } catch { throw .timeline(error) }
        guard fps.isFinite, Self.fpsRange.contains(fps) else { throw .fps(fps, allowed: Self.fpsRange) }
        guard hold.isFinite, (0...Self.maximumHold).contains(hold) else { throw .hold(hold, maximum: Self.maximumHold) }
        let length = Self.length(of: checked, playback: playback, hold: hold)
        let start = from ?? 0
        let end = to ?? length
        guard start.isFinite, start >= 0 else { throw .start(start) }
        guard start < length else { throw .startPastEnd(from: start, length: length, playback: playback) }
        guard end.isFinite, end > start else { throw .emptyRange(from: start, to: end) }
        guard end <= length + Self.epsilon else { throw .pastEnd(from: start, to: end, length: length, playback: playback) }

        let count = Self.frameCount(from: start, to: end, fps: fps, playback: playback)
        guard count >= 1 else { throw .shorterThanAFrame(from: start, to: end, fps: fps) }

        self.timeline = checked
        self.playback = playback
        self.fps = fps
        self.hold = hold
        self.reduceMotion = reduceMotion
        self.start = start
        self.end = end
        self.count = count
    }

    /// How many frames a clip from `start` to `end` has: `once` includes its last instant; the
    /// other modes end just before theirs.
    package static func frameCount(from start: Double, to end: Double, fps: Double, playback: ClipPlayback) -> Int {
        let span = (end - start) * fps
        return playback == .once
            ? Int((span + epsilon).rounded(.down)) + 1
            : Int((span - epsilon).rounded(.up))
    }

    /// The whole clip's length in real seconds for a playback mode.
    package static func length(of timeline: PlaybackTimeline, playback: ClipPlayback, hold: Double = defaultHold) -> Double {
        switch playback {
        case .live: timeline.restingElapsed + hold
        case .loop, .once: timeline.loopLength
        }
    }

    /// Real seconds into the clip at which frame `index` is shown.
    package func clipTime(ofFrame index: Int) -> Double {
        start + Double(index) / fps
    }

    /// The scene time frame `index` draws.
    package func sceneTime(ofFrame index: Int) -> Double {
        let elapsed = clipTime(ofFrame: index)
        switch playback {
        case .live:
            return timeline.sceneTime(.live, elapsed: elapsed, reduceMotion: reduceMotion)
        case .loop, .once:
            // Never past the loop's end, which rounding of elapsed * speed could otherwise reach.
            let t = min(elapsed * timeline.speed, timeline.duration)
            return timeline.sceneTime(.time(t), elapsed: elapsed, reduceMotion: reduceMotion)
        }
    }

    /// The clip's length as played: `count` frames of `1 / fps` seconds each.
    package var clipDuration: Double { Double(count) / fps }
}
