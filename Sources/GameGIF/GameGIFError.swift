import ChessMotionSupport
import GIFCodec
import MotionKit

/// Why a game GIF could not be made, with the facts involved.
package enum GameGIFError: Error, Sendable, CustomStringConvertible {
    case squarePixels(Int, allowed: ClosedRange<Int>)
    case noFrames
    /// Drawing a sprite, bar or overlay failed in Cairo.
    case drawing(RenderError)
    case gif(GIFError)
    /// Its time cap passed between two frames (a service render).
    case stopped(RenderCancellation)
    /// A theme drawn from a board image: every square is a different picture, which a sheet of
    /// two square colours cannot hold.
    case texturedBoard(theme: String)

    package var description: String {
        switch self {
        case let .squarePixels(value, allowed):
            "a game GIF's square is \(allowed.lowerBound) to \(allowed.upperBound) pixels and a multiple of 3, not \(value)"
        case .noFrames: "a game GIF needs at least one frame"
        case .drawing(let error): "drawing a game GIF's part failed: \(error)"
        case .gif(let error): error.description
        case .stopped(let cancellation): cancellation.description
        case .texturedBoard(let theme):
            "theme '\(theme)' is drawn from a board image, which a game GIF's sprite sheet cannot hold; choose a theme of two colours"
        }
    }
}
