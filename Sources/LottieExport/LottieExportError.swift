import MotionKit

/// Why a scene could not be made a Lottie file.
package enum LottieExportError: Error, Sendable, CustomStringConvertible {
    /// Drawing a frame for the recording failed.
    case render(RenderError)
    /// The loop is too long to sample: more frames than a file should carry.
    case tooLong(frames: Int, limit: Int)
    case unplayable(reason: String)

    package var description: String {
        switch self {
        case .render(let error): "cannot record the scene's frames: \(error)"
        case .tooLong(let frames, let limit): "the loop is \(frames) frames long; a Lottie file takes at most \(limit)"
        case .unplayable(let reason): "the scene cannot be exported: \(reason)"
        }
    }
}
