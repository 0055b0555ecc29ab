import BoardKit
import ChessCore
import MotionKit

extension GameScene {
    /// The player's name, title and rating from the tags ("White", "WhiteTitle", "WhiteElo").
    package func player(_ side: Side) -> (name: String, title: String?, rating: String?) {
        let prefix = side == .white ? "White" : "Black"
        let name = game[tag: prefix].flatMap { $0 == "?" || $0.isEmpty ? nil : $0 } ?? words.text(side == .white ? .gameWhite : .gameBlack)
        let title = game[tag: prefix + "Title"].flatMap { $0.isEmpty || $0 == "-" ? nil : $0 }
        let rating = game[tag: prefix + "Elo"].flatMap { $0.isEmpty || $0 == "?" || $0 == "-" ? nil : $0 }
        return (name, title, rating)
    }

    /// A bar: the side's colour chip, title, name and rating on the left; the clock on the right,
    /// lit while that side is thinking.
    func drawBar(for side: Side, in rect: Rect, on canvas: MotionCanvas, moment: GameMoment) {
        playerBar(for: side, played: moment.played, clockFraction: moment.clockFraction).draw(in: rect, on: canvas)
    }

    /// `side`'s bar once `played` plies are played and `clockFraction` of the next one thought over.
    func playerBar(for side: Side, played: Int, clockFraction: Double) -> PlayerBar {
        let who = player(side)
        var bar = PlayerBar(side: side, name: who.name, title: who.title, rating: who.rating)
        if clocks.isKnown, let seconds = clocks.display(side, plies: played, fraction: clockFraction) {
            bar.clock = GameClocks.text(seconds)
            bar.thinking = played < timeline.steps.count && sideToMove(afterPlies: played) == side
        }
        return bar
    }

    /// `side`'s bar in the position after `plies` plies, at rest (a per-position frame's bar).
    package func settledPlayerBar(for side: Side, afterPlies plies: Int) -> PlayerBar {
        let moment = settledMoment(afterPlies: plies)
        return playerBar(for: side, played: moment.played, clockFraction: moment.clockFraction)
    }

    func sideToMove(afterPlies plies: Int) -> Side {
        plies < timeline.steps.count ? timeline.steps[plies].before.sideToMove : timeline.final.sideToMove
    }

    /// How far the next ply's thinking has gone at `t`: from the last move's start to the next's.
    func clockFraction(played: Int, t: Double) -> Double {
        guard played < timeline.steps.count else { return 1 }
        let from = played == 0 ? 0 : timeline.steps[played - 1].instant
        let to = timeline.steps[played].instant
        return to > from ? (t - from) / (to - from) : 1
    }
}
