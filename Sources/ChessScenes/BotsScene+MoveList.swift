import MotionKit

extension BotsScene {
    /// Near-black on a light chip, white on a dark one: themes made for dark mode light the
    /// last move in deep colours.
    static func ink(on background: Color) -> Color {
        let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
        return luminance > 0.5 ? Color(red: 0.1, green: 0.1, blue: 0.09) : .white
    }

    /// The score so far under (or beside) the board: "1. e4 e5", each move appearing as its
    /// piece lands, the latest on a chip in the board's last-move colour. A long opening is
    /// drawn smaller so the whole score fits its panel; its words' places never depend on `t`,
    /// so nothing shifts as moves arrive.
    func drawMoveList(_ canvas: MotionCanvas, layout: Layout, t: Double) {
        let style = TextStyle(size: layout.moveListSize, weight: .semibold)
        let numberStyle = TextStyle(size: layout.moveListSize, weight: .regular)
        var words: [(text: String, style: TextStyle, shown: Double, isMove: Bool)] = []
        for (index, step) in timeline.steps.enumerated() {
            let shown = M.smooth(0, 0.2, t - timeline.arrivalTime(ofMove: index))
            if step.before.sideToMove == .white || index == 0 {
                let number = "\(step.before.fullmoveNumber)." + (step.before.sideToMove == .white ? "" : "..")
                words.append((number, numberStyle, shown, false))
            }
            words.append((step.san, style, shown, true))
        }
        guard words.contains(where: { $0.shown > 0 }) else { return }
        let space = layout.moveListSize * 0.45
        let widths = words.map { canvas.measure($0.text, style: $0.style).width }
        let total = widths.reduce(0, +) + space * Double(max(0, words.count - 1))
        var list = canvas
        if total > layout.moveListWidth {
            list.scale(layout.moveListWidth / total, around: layout.moveList)
        }
        var x = switch layout.moveListAnchor {
        case .center: layout.moveList.x - total / 2
        case .leading: layout.moveList.x
        case .trailing: layout.moveList.x - total
        }
        let lastShown = words.lastIndex { $0.isMove && $0.shown > 0 }
        let chip = theme[canvas.environment.colorScheme].lastMoveLight
        for (index, word) in words.enumerated() {
            var w = list
            w.fade(word.shown)
            if index == lastShown {
                let rect = Rect(x: x - 4, y: layout.moveList.y - layout.moveListSize * 0.72,
                                width: widths[index] + 8, height: layout.moveListSize * 1.44)
                w.fillRoundedRect(rect, radius: 5, chip)
                w.text(word.text, at: Point(x, layout.moveList.y), style: word.style, color: Self.ink(on: chip), anchor: .leading)
            } else {
                w.text(word.text, at: Point(x, layout.moveList.y), style: word.style,
                       color: word.isMove ? w.palette.text : w.palette.secondaryText, anchor: .leading)
            }
            x += widths[index] + space
        }
    }
}
