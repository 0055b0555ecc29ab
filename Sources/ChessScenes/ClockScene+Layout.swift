import MotionKit

extension ClockScene {
    /// Where the clock's parts go for a posture. On a phone it is one clock; opened flat, each
    /// player's half sits on its own panel with the hinge between them; in tabletop the faces
    /// stand on the upright panel, the press pads lie on the flat one and the hinge is drawn.
    struct Layout {
        struct Side {
            var display: Rect
            /// The lever on top of the casing (phone, open), or nil where a pad takes its place.
            var button: Rect?
            /// A press pad on the flat panel (tabletop).
            var pad: Rect?
            var label: Point

            /// A face with its lever above and its name below, as the phone, cover and open
            /// clocks stand: the two sides differ only in where they are centred.
            static func withLever(at x: Double, faceY: Double, face: Size, leverY: Double, lever: Size, labelY: Double) -> Side {
                Side(display: Rect(center: Point(x, faceY), size: face), button: Rect(center: Point(x, leverY), size: lever),
                     pad: nil, label: Point(x, labelY))
            }

            /// The phone's and each open panel's side.
            static func standard(at x: Double) -> Side {
                withLever(at: x, faceY: 138, face: Size(112, 64), leverY: 80, lever: Size(56, 12), labelY: 186)
            }
        }

        struct Result {
            var center: Point
            var title: String
            var detail: String
            /// The room on the result's panel.
            var width: Double
        }

        var bodies: [Rect]
        var white: Side
        var black: Side
        var results: [Result]
        var headline: Point?
        /// The headline's room.
        var textWidth: Double
        var displayTextSize: Double
        /// The fold to draw as hardware, in tabletop.
        var drawnHinge: Hinge?
        /// The flat panel, lightly shaded so the fold reads as a surface change.
        var flatPanel: Rect?

        static func make(for posture: DevicePosture, box: Size, words: Localizer) -> Layout {
            switch posture {
            case .phone: single(box: box, words: words)
            case .closed: cover(box: box, words: words)
            case .open: split(panels: posture.panels(in: box), words: words)
            case .tabletop: tabletop(posture: posture, box: box, words: words)
            }
        }

        /// Space kept between text and the edge of its panel.
        private static let margin = 4.0

        private static func single(box: Size, words: Localizer) -> Layout {
            Layout(
                bodies: [Rect(center: Point(180, 142), size: Size(272, 118))],
                white: .standard(at: 114), black: .standard(at: 246),
                results: [Result(center: Point(180, 240), title: words.text(.clockBlackFlagFell),
                                 detail: words.text(.clockWhiteWinsOnTime), width: box.width - 2 * margin)],
                headline: Point(180, 28), textWidth: box.width - 2 * margin, displayTextSize: 25, drawnHinge: nil, flatPanel: nil)
        }

        /// The narrow cover screen shows the box smaller, so the clock fills the width and drops
        /// the headline: bigger faces and digits, readable at a glance.
        private static func cover(box: Size, words: Localizer) -> Layout {
            func side(_ x: Double) -> Side {
                .withLever(at: x, faceY: 122, face: Size(160, 88), leverY: 50, lever: Size(70, 14), labelY: 184)
            }
            return Layout(
                bodies: [Rect(center: Point(180, 128), size: Size(348, 146))],
                white: side(94), black: side(266),
                results: [Result(center: Point(180, 236), title: words.text(.clockBlackFlagFell),
                                 detail: words.text(.clockWhiteWinsOnTime), width: box.width - 2 * margin)],
                headline: nil, textWidth: box.width - 2 * margin, displayTextSize: 36, drawnHinge: nil, flatPanel: nil)
        }

        /// One half of the clock per panel, each centred on its own screen.
        private static func split(panels: [Rect], words: Localizer) -> Layout {
            let left = panels[0].center.x, right = panels[panels.count - 1].center.x
            let room = min(panels[0].width, panels[panels.count - 1].width) - 2 * margin
            return Layout(
                bodies: [Rect(center: Point(left, 142), size: Size(144, 118)), Rect(center: Point(right, 142), size: Size(144, 118))],
                white: .standard(at: left), black: .standard(at: right),
                results: [Result(center: Point(left, 240), title: words.text(.clockWhiteWins), detail: words.text(.clockOnTime),
                                 width: room),
                          Result(center: Point(right, 240), title: words.text(.clockFlagFell),
                                 detail: words.text(.clockBlackOutOfTime), width: room)],
                headline: nil, textWidth: room, displayTextSize: 25, drawnHinge: nil, flatPanel: nil)
        }

        /// Faces upright on the top panel, press pads on the flat bottom panel, the hinge between.
        private static func tabletop(posture: DevicePosture, box: Size, words: Localizer) -> Layout {
            let panels = posture.panels(in: box)
            let top = panels[0], bottom = panels[panels.count - 1]
            let faceY = top.center.y - 8
            let padY = bottom.center.y
            let padSize = Size(140, bottom.height - 36)
            let hinge = posture.hinge(in: box)
            let flat = hinge.map { h in
                let band = h.rect(in: box)
                // Past the box's lower edge too: on the tall tabletop screen the flat panel runs
                // to the bottom of the glass, below the fitted box.
                return Rect(x: -box.width, y: band.maxY, width: box.width * 3, height: box.height * 2)
            }
            return Layout(
                bodies: [Rect(center: Point(180, faceY), size: Size(300, 86))],
                white: Side(display: Rect(center: Point(106, faceY), size: Size(128, 58)), button: nil,
                            pad: Rect(center: Point(106, padY), size: padSize), label: Point(106, padY)),
                black: Side(display: Rect(center: Point(254, faceY), size: Size(128, 58)), button: nil,
                            pad: Rect(center: Point(254, padY), size: padSize), label: Point(254, padY)),
                results: [Result(center: Point(180, top.maxY - 10),
                                 title: words.text(.clockBlackFlagFell) + " · " + words.text(.clockWhiteWinsOnTime), detail: "",
                                 width: box.width - 2 * margin)],
                headline: nil, textWidth: box.width - 2 * margin, displayTextSize: 26, drawnHinge: hinge, flatPanel: flat)
        }
    }
}
