extension FrameSchedule {
    /// Where a scene's instants fall in the whole clip, in clip seconds from its first frame
    /// (whatever range this render draws): `live` plays each loop's instants until the scene
    /// comes to rest; `loop` and `once` play the loop's (`once` its last instant too); Reduce
    /// Motion, which shows the still alone, plays none. The one rule the sound track and the
    /// captions place their cues by. Loop by loop, each loop's instants in the order given.
    package func clipTimes(ofSceneTimes times: [Double]) -> [(index: Int, clipTime: Double)] {
        guard !reduceMotion else { return [] }
        var placed: [(index: Int, clipTime: Double)] = []
        switch playback {
        case .live:
            for loop in 0..<timeline.loops {
                for (index, time) in times.enumerated() {
                    let sceneTime = Double(loop) * timeline.duration + time
                    guard sceneTime <= timeline.restingSceneTime else { continue }
                    placed.append((index, sceneTime / timeline.speed))
                }
            }
        case .loop, .once:
            for (index, time) in times.enumerated() where time < timeline.duration || (playback == .once && time == timeline.duration) {
                placed.append((index, time / timeline.speed))
            }
        }
        return placed
    }

    /// The whole clip's length as played from its first frame, whatever range this render draws.
    package var wholeClipDuration: Double {
        Double(Self.frameCount(from: 0, to: Self.length(of: timeline, playback: playback, hold: hold), fps: fps, playback: playback)) / fps
    }
}
