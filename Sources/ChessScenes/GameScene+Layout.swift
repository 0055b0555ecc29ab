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
        let palette = canvas.palette
        canvas.fillRect(rect, palette.surface)
        let midY = rect.minY + rect.size.height / 2
        let chip = Rect(center: Point(rect.minX + 14, midY), size: Size(12, 12))
        canvas.fillRoundedRect(chip, radius: 2, side == .white ? .white : Color(red: 0.13, green: 0.13, blue: 0.13))
        canvas.strokeRoundedRect(chip, radius: 2, palette.secondaryText, width: 0.6)

        let who = player(side)
        var x = rect.minX + 26
        let nameStyle = TextStyle(size: 11, weight: .bold)
        if let title = who.title {
            let style = TextStyle(size: 10, weight: .bold)
            canvas.text(title, at: Point(x, midY), style: style, color: palette.accent, anchor: .leading)
            x += canvas.measure(title, style: style).width + 4
        }
        canvas.text(who.name, at: Point(x, midY), style: nameStyle, color: palette.text, anchor: .leading)
        x += canvas.measure(who.name, style: nameStyle).width + 5
        if let rating = who.rating {
            canvas.text(rating, at: Point(x, midY), style: TextStyle(size: 10), color: palette.secondaryText, anchor: .leading)
        }

        guard clocks.isKnown else { return }
        let played = moment.played
        guard let seconds = clocks.display(side, plies: played, fraction: moment.clockFraction) else { return }
        let thinking = played < timeline.steps.count && sideToMove(afterPlies: played) == side
        let text = GameClocks.text(seconds)
        let style = TextStyle(size: 12, weight: .bold)
        let width = max(canvas.measure(text, style: style).width + 14, 48)
        let face = Rect(x: rect.maxX - width - 6, y: rect.minY + 5, width: width, height: rect.size.height - 10)
        canvas.fillRoundedRect(face, radius: 3, thinking ? palette.accent : palette.background)
        canvas.text(text, at: face.center, style: style, color: thinking ? .white : palette.text)
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
