import MotionKit

extension BotsScene {
    /// Where the bots scene's parts go for a posture. On a phone (and the closed cover screen)
    /// it is the design as written. Opened flat, the middle card would sit on the hinge, so two
    /// cards stand on the left panel and one on the right; Sofía ends on the left panel and the
    /// board rises on the right. In tabletop the cards stand on the upright panel and the board
    /// lies on the flat one, the move list beside Sofía.
    struct Layout {
        /// The three cards' places before the pick, weakest first.
        var slots: [Point]
        var cardScale: Double
        /// Where the picked card comes to rest, and at what scale.
        var rest: Point
        var restScale: Double
        /// How far the cards rise in from and drop as they leave: kept short in tabletop so
        /// that no card dips across the hinge on its way.
        var cardRise: Double
        var leaveDrop: Double
        var boardOrigin: Point
        var squareSide: Double
        var headline: Point
        var moveList: Point
        var moveListAnchor: TextAnchor
        var moveListSize: Double
        /// "Your game with Sofía": names the game once the board is up.
        var caption: Point

        static func make(for posture: DevicePosture, box: Size) -> Layout {
            let panels = posture.panels(in: box)
            switch posture {
            case .phone, .closed:
                let slots = BotsScene.slotsX.map { Point($0, BotsScene.cardCenterY) }
                let boardSide = BotsScene.squareSide * 8
                return Layout(slots: slots, cardScale: 1, rest: Point(BotsScene.restX, BotsScene.cardCenterY), restScale: 1,
                              cardRise: BotsScene.cardRise, leaveDrop: BotsScene.leaveDrop,
                              boardOrigin: BotsScene.boardOrigin, squareSide: BotsScene.squareSide,
                              headline: Point(180, 22),
                              moveList: Point(BotsScene.boardOrigin.x + boardSide / 2, BotsScene.boardOrigin.y + boardSide + 19),
                              moveListAnchor: .center, moveListSize: 12,
                              caption: Point(BotsScene.boardOrigin.x + boardSide / 2, BotsScene.boardOrigin.y - 20))
            case .open:
                let left = panels[0], right = panels[panels.count - 1]
                let scale = 0.72
                let cardWidth = BotCard.size.width * scale
                let gap = (left.width - 2 * cardWidth) / 3
                let y = left.center.y
                let side = 20.0
                return Layout(slots: [Point(left.minX + gap + cardWidth / 2, y), Point(left.maxX - gap - cardWidth / 2, y),
                                      Point(right.center.x, y)],
                              cardScale: scale, rest: left.center, restScale: 1,
                              cardRise: BotsScene.cardRise, leaveDrop: BotsScene.leaveDrop,
                              boardOrigin: Point(right.center.x - 4 * side, right.center.y - 4 * side), squareSide: side,
                              headline: Point(left.center.x, 34),
                              moveList: Point(right.center.x, right.center.y + 4 * side + 18),
                              moveListAnchor: .center, moveListSize: 12,
                              caption: Point(right.center.x, right.center.y - 4 * side - 20))
            case .tabletop:
                let top = panels[0], bottom = panels[panels.count - 1]
                let scale = (top.height - 10) / BotCard.size.height
                let side = ((bottom.height - 4) / 8).rounded(.down)
                let cardWidth = BotCard.size.width * scale
                let y = top.center.y
                let room = top.maxY - (y + BotCard.size.height * scale / 2)
                return Layout(slots: [Point(180 - cardWidth - 22, y), Point(180, y), Point(180 + cardWidth + 22, y)],
                              cardScale: scale, rest: Point(80, y), restScale: scale,
                              cardRise: room, leaveDrop: room,
                              boardOrigin: Point(180 - 4 * side, bottom.center.y - 4 * side), squareSide: side,
                              headline: Point(180, bottom.center.y),
                              moveList: Point(80 + cardWidth / 2 + 26, y),
                              moveListAnchor: .leading, moveListSize: 16,
                              caption: Point(80 + cardWidth / 2 + 26, y - 26))
            }
        }
    }
}
