import ChessCore
import ChessScenes
import GIFCodec
import MotionExport

/// A game as a compact GIF, one frame per position, the way lichess's GIF service shares games:
/// the start position, then each ply at rest (`GamePositions`), each held for the same delay or
/// at the players' own pace (`GamePacing`), and the last (with the result) held longer. The pieces jump rather than glide, so the file
/// stores little more than the squares that change. The game's tags ride along as the GIF's
/// comment.
public struct GameMoveFrames: Sendable {
    /// lichess's hold per position.
    public static let defaultDelay = GamePacing.evenHold
    /// The final position and result stay this long before the GIF repeats.
    public static let finalHold = GamePacing.finalHold

    /// The longest a GIF frame can be shown: a longer `delay` would be stored as this, so the
    /// doors refuse one instead (`pace(for:)`).
    package static let maximumDelay = GIFDelay.longestSeconds

    /// The scene the frames are drawn from: position k at time k.
    public let positions: GamePositions
    /// Scene instants: the start, then each ply, the last with the result.
    public let instants: [Double]
    /// Hundredths of a second each frame is shown.
    public let delays: [Int]
    /// The tags as PGN tag pairs, one a line.
    public let comment: String

    /// `delay` is the seconds each position is shown (default `defaultDelay`).
    public init(scene: GameScene, delay: Double? = nil) {
        self.init(scene: scene, pace: .even(delay ?? Self.defaultDelay))
    }

    /// Each position held as `pace` says, from the scene's clocks for `.real`.
    public init(scene: GameScene, pace: GamePacing.Pace) {
        positions = GamePositions(scene)
        instants = (0..<positions.positionCount).map(Double.init)
        delays = GamePacing(pace: pace, thinkingTimes: scene.clocks.thinkingTimes).delays.map(GIFDelay.hundredths)
        comment = Self.comment(for: scene.game)
    }

    /// A game's tags as PGN tag pairs, one a line: what its GIFs carry, per position or animated.
    public static func comment(for game: PGNGame) -> String {
        game.tags.map { "[\($0.name) \"\($0.value)\"]" }.joined(separator: "\n")
    }

    /// A hold longer than a GIF frame can show, which would silently be shortened.
    package struct HoldTooLong: Error, Sendable, Equatable {
        package var seconds: Double
    }

    /// How a per-move GIF holds its positions for a typed `every` (`render --every`, the
    /// service's `every=`): the players' own pace, or the same hold for each, at most
    /// `maximumDelay`. Any other timing holds each for `defaultDelay`.
    package static func pace(for timing: GameTiming?) throws(HoldTooLong) -> GamePacing.Pace {
        switch timing {
        case .real?: return .real
        case .every(let seconds)?:
            guard seconds <= maximumDelay else { throw HoldTooLong(seconds: seconds) }
            return .even(seconds)
        case .clocks?, nil: return .even(defaultDelay)
        }
    }

    package func clip() throws(GIFError) -> GIFClip {
        try GIFClip(instants: instants, delays: delays)
    }
}
