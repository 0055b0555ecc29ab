/// Maps real elapsed time to scene time. One pure function, so the app, the exporter and the tests
/// agree on what is on screen at every instant.
public struct PlaybackTimeline: Sendable, Hashable {
    public var duration: Double
    public var stillTime: Double
    public var speed: Double
    /// How many full loops `live` plays before it comes to rest.
    public var loops: Int

    public init(duration: Double, stillTime: Double, speed: Double = 1, loops: Int = 2) {
        self.duration = duration
        self.stillTime = stillTime
        self.speed = speed
        self.loops = loops
    }

    public init(scene: some MotionScene, loops: Int = 2) {
        self.init(duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed, loops: loops)
    }

    /// The elapsed real time at which `live` reaches the still frame inside its last loop and stops.
    /// For duration 6, still 4.6, speed 1.2 and two loops: (6 + 4.6) / 1.2 = 8.83 s.
    public var restingElapsed: Double {
        (Double(loops - 1) * duration + stillTime) / speed
    }

    /// True once `live` playback has come to rest: nothing needs redrawing after this.
    public func isResting(elapsed: Double) -> Bool {
        elapsed >= restingElapsed
    }

    public func sceneTime(_ playback: MotionPlayback, elapsed: Double, reduceMotion: Bool = false) -> Double {
        if reduceMotion { return stillTime }
        switch playback {
        case .still:
            return stillTime
        case .time(let t):
            return t
        case .live:
            guard elapsed > 0 else { return 0 }
            if isResting(elapsed: elapsed) { return stillTime }
            let sceneElapsed = elapsed * speed
            let wrapped = sceneElapsed.truncatingRemainder(dividingBy: duration)
            return wrapped
        }
    }
}
