import MotionKit

extension CoinsScene {
    /// Where the coins scene puts its two parts for a posture: the ring (with the badge it
    /// forges) and the words. On a phone, the design as written. On an open foldable the ring
    /// and badge take the left panel and the words the right, so the badge is never forged
    /// across the fold; in tabletop the ring stands on the upright panel and the words lie on
    /// the flat one.
    struct Layout {
        /// Where the ring's centre goes, and how much the ring group is scaled.
        var ringCenter: Point
        var ringScale: Double
        var headline: Point
        var counter: Point
        /// Scales the words around their points so they fit a panel.
        var textScale: Double
        /// The room the words have on their panel: longer words (another language) shrink to it.
        var textWidth: Double

        /// Space kept between the words and the edge of their panel.
        static let margin = 4.0

        static func make(for posture: DevicePosture, box: Size) -> Layout {
            let panels = posture.panels(in: box)
            switch posture {
            case .phone, .closed:
                return Layout(ringCenter: CoinsScene.ringCenter, ringScale: 1,
                              headline: Point(180, CoinsScene.headlineY), counter: Point(180, CoinsScene.counterY), textScale: 1,
                              textWidth: box.width - 2 * margin)
            case .open:
                let left = panels[0], right = panels[panels.count - 1]
                return Layout(ringCenter: left.center, ringScale: 0.78,
                              headline: Point(right.center.x, right.center.y - 34),
                              counter: Point(right.center.x, right.center.y + 12), textScale: 0.9,
                              textWidth: right.width - 2 * margin)
            case .tabletop:
                let top = panels[0], bottom = panels[panels.count - 1]
                return Layout(ringCenter: Point(top.center.x, top.center.y + 2), ringScale: 0.62,
                              headline: Point(bottom.center.x, bottom.minY + 28),
                              counter: Point(bottom.center.x, bottom.center.y + 18), textScale: 1,
                              textWidth: bottom.width - 2 * margin)
            }
        }

        /// Moves `canvas` so that drawing the ring at its design place lands it here.
        func placeRing(_ canvas: inout MotionCanvas) {
            guard ringCenter != CoinsScene.ringCenter || ringScale != 1 else { return }
            canvas.translate(ringCenter.x, ringCenter.y)
            canvas.scale(ringScale)
            canvas.translate(-CoinsScene.ringCenter.x, -CoinsScene.ringCenter.y)
        }
    }
}
