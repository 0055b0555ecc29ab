import BoardKit
import ChessCore

extension GameScene {
    /// This game as the kit page draws it (`GameKitPlan`); `title` names it in the page's menu.
    package func kitPlan(title: String) -> GameKitPlan {
        func who(_ side: Side) -> GameKitPlan.Player {
            let player = player(side)
            return GameKitPlan.Player(name: player.name, title: player.title, rating: player.rating)
        }
        return GameKitPlan(
            name: title, box: [box.width, box.height], duration: duration, still: stillTime, speed: speed,
            barHeight: Self.barHeight, orientation: orientation.description, showsComments: showsComments,
            board: GameKitPlan.Board(origin: [boardRect.minX, boardRect.minY], side: Self.width / 8,
                                     motion: BoardPlan.Spring(motion),
                                     plan: BoardPlan(timeline, motion: motion, marks: annotations)),
            players: GameKitPlan.Players(white: who(.white), black: who(.black)),
            finalSideToMove: timeline.final.sideToMove.description,
            clocks: clocks.isKnown ? GameKitPlan.Clocks(clocks) : nil,
            plies: timeline.steps.indices.map(ply),
            result: resultText.map { GameKitPlan.Result(text: $0, at: resultTime) })
    }

    /// "White – Black" as the bars name them: the game's name in the kit page's menu.
    package var playersTitle: String { "\(player(.white).name) \u{2013} \(player(.black).name)" }

    private func ply(_ index: Int) -> GameKitPlan.Ply {
        let step = timeline.steps[index]
        let ply = game.plies.indices.contains(index) ? game.plies[index] : nil
        let badge = MoveBadge(ply: step, of: game, index: index)
        // The square the badge stands by: where the piece lands, or the mover's king for a pass.
        let square = step.move.isNull ? step.before.kingSquare(of: step.before.sideToMove) : step.effects.to
        return GameKitPlan.Ply(badge: badge.segments.map { GameKitPlan.Chip(text: $0.text, color: $0.color.hexString) },
                               glyph: ply?.moveGlyph, square: square.name, comment: ply?.comment ?? "")
    }
}
