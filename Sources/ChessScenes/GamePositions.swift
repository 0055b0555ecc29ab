import MotionKit

/// A game one position at a time, the way lichess shares games as GIFs: at time k (k = 0, 1, …)
/// the position after k plies, every piece on its square, with ply k's highlight, badge and
/// clocks; after the last ply, the result. Between whole numbers the frame stays on the
/// position before.
///
/// A separate scene rather than instants of the animation: a move that starts before its
/// predecessor has settled (any spacing shorter than the spring's settle time) leaves no instant
/// at which the earlier position is at rest.
public struct GamePositions: MotionScene {
    public let game: GameScene

    public init(_ game: GameScene) {
        self.game = game
    }

    /// One time unit per position: the start and each ply.
    public var positionCount: Int { game.timeline.steps.count + 1 }

    public var duration: Double { Double(positionCount - 1) }
    /// The final position with the result.
    public var stillTime: Double { duration }
    public var box: Size { game.box }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        let plies = t.isFinite ? Int(max(0, min(t, duration)).rounded(.down)) : 0
        game.draw(game.settledMoment(afterPlies: plies), on: &canvas)
    }
}
