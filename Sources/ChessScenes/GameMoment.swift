import BoardKit
import MotionKit

/// Everything a game scene's frame depends on, worked out before anything is drawn: how many
/// plies have been played, whether the board is mid-flight or at rest, how far the next ply's
/// thinking has run down its player's clock, and how far each fade has come.
///
/// An animation reads a moment off the timeline at `t`; a position-by-position GIF asks for the
/// moment right after a ply, at rest, which no instant of an animation whose moves overlap
/// their predecessors' settling can show. One drawing routine serves both, so a settled frame
/// of the animation and a position frame are the same pixels.
struct GameMoment: Sendable, Hashable {
    enum Board: Sendable, Hashable {
        /// The board's timeline at this instant: pieces may be gliding.
        case playing(Double)
        /// The position after `played` plies, every piece on its square.
        case atRest
    }

    var board: Board
    /// Plies started (or, at rest, played).
    var played: Int
    /// How far the next ply's thinking has gone (0...1): the thinking side's clock runs down.
    var clockFraction: Double
    var badgeShown: Double
    var commentShown: Double
    var resultShown: Double
}

extension GameScene {
    /// The moment the animation shows at `t`.
    func moment(at t: Double) -> GameMoment {
        let played = timeline.startedCount(at: t)
        var badge = 0.0, comment = 0.0
        if played > 0 {
            let instant = timeline.steps[played - 1].instant
            badge = Motion.smooth(instant + 0.5 * motion.arrivalDuration, instant + motion.arrivalDuration, t)
            comment = Motion.smooth(instant, instant + motion.arrivalDuration, t)
        }
        return GameMoment(board: .playing(t), played: played, clockFraction: clockFraction(played: played, t: t),
                          badgeShown: badge, commentShown: comment, resultShown: Motion.smooth(resultTime, resultTime + 0.4, t))
    }

    /// The position after `plies` plies at rest: the ply's highlight, its badge and comment in
    /// full, both clocks as they stood when it was played (the next ply not yet thought over),
    /// and after the last ply the result.
    func settledMoment(afterPlies plies: Int) -> GameMoment {
        let played = min(max(plies, 0), timeline.steps.count)
        let shown = played > 0 ? 1.0 : 0
        return GameMoment(board: .atRest, played: played, clockFraction: 0, badgeShown: shown, commentShown: shown,
                          resultShown: played == timeline.steps.count ? 1 : 0)
    }
}
