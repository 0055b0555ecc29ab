import ChessMotionSupport
/// Maps elapsed real time to scene time. One pure function, so the app, the exporter and the tests
/// agree on what is on screen at every instant.
///
/// `live` plays `loops` loops of `duration / speed` real seconds each, then rests on `stillTime`
/// inside the last loop: the scene time runs up to the still time and stays there, so there is no
/// jump. For duration 6, still 4.6, speed 1.2 and two loops, a loop lasts 5 s and the scene rests
/// from elapsed (6 + 4.6) / 1.2 = 8.83 s on.
package struct PlaybackTimeline: Sendable, Hashable {
    package var duration: Double
    package var stillTime: Double
    package var speed: Double
    /// How many loops `live` starts before it comes to rest (it rests inside the last one).
    package var loops: Int

    package init(duration: Double, stillTime: Double, speed: Double = 1, loops: Int = 2) {
        self.duration = duration
        self.stillTime = stillTime
        self.speed = speed
        self.loops = loops
    }

    package init(scene: some MotionScene, loops: Int = 2) {
        self.init(duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed, loops: loops)
    }

    /// Real seconds one loop takes on screen.
    package var loopLength: Double { duration / speed }

    /// The scene time, counted across loops, at which `live` comes to rest.
    package var restingSceneTime: Double { Double(loops - 1) * duration + stillTime }

    /// The elapsed real time at which `live` reaches the still frame inside its last loop and stops.
    package var restingElapsed: Double { restingSceneTime / speed }

    /// True once `live` playback has come to rest: nothing needs redrawing after this. Checked in
    /// real and in scene time alike, so that rounding in `restingSceneTime / speed` can never let
    /// a frame just before the rest wrap to the next loop.
    package func isResting(elapsed: Double) -> Bool {
        elapsed >= restingElapsed || elapsed * speed >= restingSceneTime
    }

    /// The scene time to draw. Reduce Motion wins over every playback, a pinned time included: the
    /// app never animates then, and the still frame is the scene's whole story.
    package func sceneTime(_ playback: MotionPlayback, elapsed: Double, reduceMotion: Bool = false) -> Double {
        if reduceMotion { return stillTime }
        switch playback {
        case .still:
            return stillTime
        case .time(let t):
            return t
        case .live:
            // A timeline that cannot play (see `validated()`) shows its still rather than NaN.
            guard isPlayable else { return stillTime }
            guard elapsed > 0 else { return 0 }
            if isResting(elapsed: elapsed) { return stillTime }
            return (elapsed * speed).truncatingRemainder(dividingBy: duration)
        }
    }

    /// Whether `live` can run at all: a positive length and speed and at least one loop.
    var isPlayable: Bool {
        duration.isFinite && duration > 0 && speed.isFinite && speed > 0 && loops >= 1 && stillTime.isFinite
    }

    /// The timeline, or the reason it cannot be played: a scene's numbers may come from a script.
    package func validated() throws(PlaybackTimelineError) -> PlaybackTimeline {
        guard duration.isFinite, duration > 0 else { throw .duration(duration) }
        guard speed.isFinite, speed > 0 else { throw .speed(speed) }
        guard stillTime.isFinite, (0...duration).contains(stillTime) else { throw .stillTime(stillTime, duration: duration) }
        guard loops >= 1 else { throw .loops(loops) }
        return self
    }
}

/// Why a scene's timing cannot be played.
package enum PlaybackTimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    case duration(Double)
    case speed(Double)
    case stillTime(Double, duration: Double)
    case loops(Int)

    package var description: String {
        switch self {
        case .duration(let d): "a scene's duration must be a positive number of seconds, not \(d.trimmed)"
        case .speed(let s): "a scene's speed must be a positive number, not \(s.trimmed)"
        case .stillTime(let s, let d): "the still time \(s.trimmed) s lies outside the scene's loop (0 to \(d.trimmed) s)"
        case .loops(let n): "live playback needs at least one loop, not \(n)"
        }
    }
}
