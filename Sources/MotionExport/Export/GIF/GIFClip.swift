import GIFCodec
import MotionKit

/// What a GIF shows: which scene instant each frame draws and how long it stays, in the
/// hundredths of a second GIF counts in. A clip at a frame rate, or a list of instants with
/// their own delays (one frame per position of a game).
package struct GIFClip: Sendable {
    package let count: Int
    private let times: Times
    private enum Times: Sendable {
        case schedule(FrameSchedule)
        case listed([Double], delays: [Int])
    }

    /// Frames of an animation at the schedule's rate. GIF delays are whole hundredths, so frame
    /// k lasts round(100 (k+1) / fps) − round(100 k / fps): the clip keeps its length exactly.
    package init(schedule: FrameSchedule) {
        count = schedule.count
        times = .schedule(schedule)
    }

    /// One frame per instant, each held for its delay in hundredths of a second (at least 1, at
    /// most what `GIFDelay.stored` holds).
    package init(instants: [Double], delays: [Int]) throws(GIFError) {
        guard instants.count == delays.count, !instants.isEmpty else {
            throw .delaysDoNotMatch(frames: instants.count, delays: delays.count)
        }
        if let bad = delays.first(where: { !(1...GIFDelay.stored.upperBound).contains($0) }) { throw .delayOutOfRange(bad) }
        count = instants.count
        times = .listed(instants, delays: delays)
    }

    package func sceneTime(ofFrame index: Int) -> Double {
        switch times {
        case .schedule(let schedule): schedule.sceneTime(ofFrame: index)
        case .listed(let instants, _): instants[index]
        }
    }

    /// Hundredths of a second frame `index` is shown: 0 for some frames above 100 fps, which
    /// viewers show for their own shortest time (browsers slow anything under 2 hundredths).
    package func delay(ofFrame index: Int) -> Int {
        switch times {
        case .schedule(let schedule):
            let hundredths = { (k: Int) in Int((Double(k) * 100 / schedule.fps).rounded()) }
            return hundredths(index + 1) - hundredths(index)
        case .listed(_, let delays):
            return delays[index]
        }
    }
}
