import BoardKit
import ChessCore
import MotionKit

/// The last move's tag: its SAN and glyph (or the glyph alone) on a pill by the square the piece
/// landed on, coloured by the glyph's judgement. A game scene and a GIF service's frames draw it
/// through this one routine.
package struct MoveBadge: Sendable, Hashable {
    package var text: String
    package var glyph: String?
    /// The square it stands by (its top-right corner).
    package var square: Square

    package init(text: String, glyph: String?, square: Square) {
        self.text = text
        self.glyph = glyph
        self.square = square
    }

    static let style = TextStyle(size: 9, weight: .bold)
    /// How far the tag's shadow reaches beyond it (radius 4, spread 2, 1 down), rounded up.
    static let shadowReach = 8.0

    /// The tag's pill, above the square's top-right corner and kept inside `board`.
    func pill(board: Rect, orientation: Side, textWidth: Double) -> Rect {
        let geometry = BoardGeometry(origin: board.origin, side: board.size.width / 8, orientation: orientation)
        let cell = geometry.rect(of: square)
        let size = Size(textWidth + 8, 14)
        let x = min(max(cell.maxX - size.width / 2, board.minX + size.width / 2 + 1), board.maxX - size.width / 2 - 1)
        let y = min(max(cell.minY, board.minY + size.height / 2 + 1), board.maxY - size.height / 2 - 1)
        return Rect(center: Point(x, y), size: size)
    }

    /// Everything the tag paints, its shadow included (with a unit to spare: the text is measured
    /// here unscaled, on the canvas at its scale).
    package func bounds(board: Rect, orientation: Side) -> Rect {
        pill(board: board, orientation: orientation, textWidth: TextMetrics.size(of: text, style: Self.style).width)
            .insetBy(-Self.shadowReach - 1)
    }

    package func draw(on canvas: MotionCanvas, board: Rect, orientation: Side, shown: Double = 1) {
        guard shown > 0 else { return }
        var c = canvas
        c.fade(shown)
        let tag = pill(board: board, orientation: orientation, textWidth: canvas.measure(text, style: Self.style).width)
        c.shadow(tag, radius: 4, offsetY: 1, spread: 2)
        c.fillRoundedRect(tag, radius: 7, Self.color(glyph))
        c.text(text, at: tag.center, style: Self.style, color: .white)
    }

    /// The colour of a move's judgement, as annotation tools mark them: green for good, teal
    /// for brilliant, amber for dubious, orange for a mistake, red for a blunder, violet for
    /// interesting.
    package static func color(_ glyph: String?) -> Color {
        switch glyph {
        case "!": Color(red: 0.36, green: 0.62, blue: 0.26)
        case "!!": Color(red: 0.10, green: 0.60, blue: 0.62)
        case "?": Color(red: 0.90, green: 0.52, blue: 0.13)
        case "??": Color(red: 0.80, green: 0.20, blue: 0.18)
        case "!?": Color(red: 0.55, green: 0.40, blue: 0.80)
        case "?!": Color(red: 0.85, green: 0.68, blue: 0.15)
        default: Color(red: 0.25, green: 0.25, blue: 0.28)
        }
    }

    /// Every colour a tag can take, for a palette chosen before any tag is drawn.
    package static let colors: [Color] = [nil, "!", "!!", "?", "??", "!?", "?!"].map(color)
}
