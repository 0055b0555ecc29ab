import MotionKit

extension BotsScene {
    /// Where the intro's parts go for a posture and a row of `cards` rivals. On a phone (and the
    /// closed cover screen) it is the design as written: the cards in a row (smaller when four
    /// must fit), the picked one resting on the left beside the board. Opened flat, no card may
    /// stand on the hinge, so the cards split between the panels, the picked card rests on its
    /// own panel and the board rises on the other. In tabletop the cards stand on the upright
    /// panel and the board lies on the flat one, the move list beside the picked card.
    struct Layout {
        /// The cards' places before the pick, in card order.
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
        /// The room the headline has on its panel.
        var headlineWidth: Double
        var moveList: Point
        var moveListAnchor: TextAnchor
        var moveListSize: Double
        /// The room the move list and the title have: they shrink to it rather than leave
        /// their panel.
        var moveListWidth: Double
        /// "Your game with Sofía": names the game once the board is up.
        var caption: Point

        /// Space kept between text and the edge of its panel.
        static let margin = 8.0

        static func make(for posture: DevicePosture, box: Size, cards: Int = 3, picked: Int = 1) -> Layout {
            let panels = posture.panels(in: box)
            let count = max(1, cards)
            switch posture {
            case .phone, .closed:
                // The design's row of three at full size; four shrink to the same span.
                let span = Double(count - 1) * BotsScene.slotSpacing + BotCard.size.width
                let scale = min(1, (BotsScene.slotsX[2] - BotsScene.slotsX[0] + BotCard.size.width) / span)
                let slots = (0..<count).map { i in
                    Point(180 + (Double(i) - Double(count - 1) / 2) * BotsScene.slotSpacing * scale, BotsScene.cardCenterY)
                }
                let boardSide = BotsScene.squareSide * 8
                let boardCenterX = BotsScene.boardOrigin.x + boardSide / 2
                return Layout(slots: slots, cardScale: scale, rest: Point(BotsScene.restX, BotsScene.cardCenterY), restScale: 1,
                              cardRise: BotsScene.cardRise, leaveDrop: BotsScene.leaveDrop,
                              boardOrigin: BotsScene.boardOrigin, squareSide: BotsScene.squareSide,
                              headline: Point(180, 22), headlineWidth: box.width - 2 * margin,
                              moveList: Point(boardCenterX, BotsScene.boardOrigin.y + boardSide + 19),
                              moveListAnchor: .center, moveListSize: 12,
                              moveListWidth: 2 * min(boardCenterX, box.width - boardCenterX) - 2 * margin,
                              caption: Point(boardCenterX, BotsScene.boardOrigin.y - 20))
            case .open:
                let left = panels[0], right = panels[panels.count - 1]
                let scale = 0.72
                let cardWidth = BotCard.size.width * scale
                let y = left.center.y
                // The left panel takes the larger half of the row.
                let onLeft = (count + 1) / 2
                let slots = row(onLeft, in: left, cardWidth: cardWidth, y: y) + row(count - onLeft, in: right, cardWidth: cardWidth, y: y)
                // The picked card rests on its own panel; the board rises on the other.
                let (home, far) = picked < onLeft ? (left, right) : (right, left)
                let side = 20.0
                return Layout(slots: slots, cardScale: scale, rest: home.center, restScale: 1,
                              cardRise: BotsScene.cardRise, leaveDrop: BotsScene.leaveDrop,
                              boardOrigin: Point(far.center.x - 4 * side, far.center.y - 4 * side), squareSide: side,
                              headline: Point(left.center.x, 34), headlineWidth: left.width - 2 * margin,
                              moveList: Point(far.center.x, far.center.y + 4 * side + 18),
                              moveListAnchor: .center, moveListSize: 12, moveListWidth: far.width - 2 * margin,
                              caption: Point(far.center.x, far.center.y - 4 * side - 20))
            case .tabletop:
                let top = panels[0], bottom = panels[panels.count - 1]
                let scale = (top.height - 10) / BotCard.size.height
                let side = ((bottom.height - 4) / 8).rounded(.down)
                let cardWidth = BotCard.size.width * scale
                let y = top.center.y
                let room = top.maxY - (y + BotCard.size.height * scale / 2)
                // Cards 22 apart, closer when four must fit the width.
                let gap = min(22, (box.width - 2 * margin - Double(count) * cardWidth) / Double(max(1, count - 1)))
                let slots = (0..<count).map { i in Point(180 + (Double(i) - Double(count - 1) / 2) * (cardWidth + gap), y) }
                let listX = 80 + cardWidth / 2 + 26
                return Layout(slots: slots, cardScale: scale, rest: Point(80, y), restScale: scale,
                              cardRise: room, leaveDrop: room,
                              boardOrigin: Point(180 - 4 * side, bottom.center.y - 4 * side), squareSide: side,
                              headline: Point(180, bottom.center.y), headlineWidth: box.width - 2 * margin,
                              moveList: Point(listX, y),
                              moveListAnchor: .leading, moveListSize: 16, moveListWidth: box.width - margin - listX,
                              caption: Point(listX, y - 26))
            }
        }

        /// `count` cards spread evenly across `panel`: one in its middle, two with equal gaps
        /// either side and between, more likewise.
        private static func row(_ count: Int, in panel: Rect, cardWidth: Double, y: Double) -> [Point] {
            guard count > 0 else { return [] }
            if count == 1 { return [Point(panel.center.x, y)] }
            let gap = (panel.width - Double(count) * cardWidth) / Double(count + 1)
            return (0..<count).map { i in
                if i == count - 1 { return Point(panel.maxX - gap - cardWidth / 2, y) }
                return Point(panel.minX + gap + cardWidth / 2 + Double(i) * (cardWidth + gap), y)
            }
        }
    }
}
