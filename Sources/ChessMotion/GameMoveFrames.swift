import ChessCore
import ChessScenes
import GIFCodec
import MotionExport

/// A game as a compact GIF, one frame per position, the way lichess's GIF service shares games:
/// the start position, then each ply at rest (`GamePositions`), each held for the same delay,
/// and the last (with the result) held longer. The pieces jump rather than glide, so the file
/// stores little more than the squares that change. The game's tags ride along as the GIF's
/// comment.
public struct GameMoveFrames: Sendable {
    /// lichess's hold per position.
    public static let defaultDelay = 0.5
    /// The final position and result stay this long before the GIF repeats.
    public static let finalHold = 3.0

    /// The longest a GIF frame can be shown: its delay is 16 bits of hundredths of a second.
    /// A longer `delay` would be stored as this; the command line refuses one instead.
    package static let maximumDelay = 655.35

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
        positions = GamePositions(scene)
        let instants = (0..<positions.positionCount).map(Double.init)
        self.instants = instants
        let each = Self.hundredths(delay ?? Self.defaultDelay)
        delays = instants.indices.map { $0 == instants.count - 1 ? max(each, Self.hundredths(Self.finalHold)) : each }
        comment = Self.comment(for: scene.game)
    }

    /// A game's tags as PGN tag pairs, one a line: what its GIFs carry, per position or animated.
    public static func comment(for game: PGNGame) -> String {
        game.tags.map { "[\($0.name) \"\($0.value)\"]" }.joined(separator: "\n")
    }

    /// Whole hundredths, at least 2: Chromium and Firefox show a frame of 0 or 1 hundredth for 10,
    /// so a shorter delay would play slower than asked there, not faster. (The command line's
    /// `--every` starts at 0.05 s.)
    static func hundredths(_ seconds: Double) -> Int { min(65_535, max(2, Int((seconds * 100).rounded()))) }

    package func clip() throws(GIFError) -> GIFClip {
        try GIFClip(instants: instants, delays: delays)
    }
}
