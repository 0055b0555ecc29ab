import MotionKit
import ChessMotionSupport

/// Why a clip's frames cannot be scheduled; each case carries the numbers the user gave.
package enum FrameScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
    case timeline(PlaybackTimelineError)
    case fps(Double, allowed: ClosedRange<Double>)
    case hold(Double, maximum: Double)
    case start(Double)
    case startPastEnd(from: Double, length: Double, playback: ClipPlayback)
    case emptyRange(from: Double, to: Double)
    case pastEnd(from: Double, to: Double, length: Double, playback: ClipPlayback)
    case shorterThanAFrame(from: Double, to: Double, fps: Double)

    package var description: String {
        switch self {
        case .timeline(let error):
            "the scene cannot be played: \(error)"
        case .fps(let fps, let allowed):
            "\(fps.trimmed) frames per second is not possible: use \(allowed.lowerBound.trimmed) to \(allowed.upperBound.trimmed)"
        case .hold(let hold, let maximum):
            "a hold of \(hold.trimmed) s is not possible: use 0 to \(maximum.trimmed) seconds"
        case .start(let from):
            "the clip cannot start at \(from.trimmed) s: the start must be 0 s or later"
        case .startPastEnd(let from, let length, let playback):
            "the clip cannot start at \(from.trimmed) s: the \(playback.rawValue) clip is \(length.trimmed) s long"
        case .emptyRange(let from, let to):
            "the range \(from.trimmed) s to \(to.trimmed) s is empty: the end must come after the start"
        case .pastEnd(let from, let to, let length, let playback):
            "the range \(from.trimmed) s to \(to.trimmed) s goes past the end of the \(playback.rawValue) clip, which is \(length.trimmed) s long"
        case .shorterThanAFrame(let from, let to, let fps):
            "the range \(from.trimmed) s to \(to.trimmed) s holds no frame at \(fps.trimmed) frames per second"
        }
    }
}
