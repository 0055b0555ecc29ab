import BoardKit
import ChessCore
import MotionKit

/// The tag a game shows by the last move: the SAN with the move's judgement ("Nf6??"), then a
/// chip for each further NAG the file gives ("!?" then "±"), each in its own colour, so a ply
/// annotated several ways shows every annotation rather than the first. A game scene, the kit
/// page's plan and a GIF service's frames all lay it out and draw it through this one type.
package struct MoveBadge: Sendable, Hashable {
    package struct Segment: Sendable, Hashable {
        package let text: String
        package let color: Color
    }

    /// The SAN tag first, then one chip per further NAG; never empty.
    package let segments: [Segment]
    /// The square it stands by (above its top-right corner).
    package var square: Square

    /// The gap between two chips, in box units.
    static let gap = 2.0
    static let style = TextStyle(size: 9, weight: .bold)
    static let height = 14.0
    /// How far a chip's shadow reaches beyond it (radius 4, spread 2, 1 down), rounded up.
    static let shadowReach = 8.0

    package init(san: String, nags: [NAG], square: Square) {
        // The first judgement of the move rides on the SAN, as the badge has always shown it.
        let judgement = nags.first(where: \.judgesMove)
        let rest = nags.filter { $0 != judgement }
        segments = [Segment(text: san + (judgement?.text ?? ""), color: Self.color(of: judgement))]
            + rest.map { Segment(text: $0.text, color: Self.color(of: $0)) }
        self.square = square
    }

    /// A lone glyph as lila-gif's frames carry one ("?!"): shown as typed, coloured by the NAG it
    /// stands for (dark grey for one PGN does not know).
    package init(glyph: String, square: Square) {
        segments = [Segment(text: glyph, color: Self.color(of: NAG(glyph: glyph)))]
        self.square = square
    }

    /// Ply `index`'s badge. A pass has no square, so its tag sits by the mover's king.
    package init(ply step: BoardTimeline.Step, of game: PGNGame, index: Int) {
        let square = step.move.isNull ? step.before.kingSquare(of: step.before.sideToMove) : step.effects.to
        self.init(san: step.san, nags: game.plies.indices.contains(index) ? game.plies[index].shownNAGs : [],
                  square: square)
    }

    /// Each chip's width: its text and 4 units either side.
    func widths(measure: (String) -> Double) -> [Double] {
        segments.map { measure($0.text) + 8 }
    }

    /// Each chip's rectangle: the row centred above the square's top-right corner, kept inside
    /// `board`.
    func chips(board: Rect, orientation: Side, measure: (String) -> Double) -> [Rect] {
        let geometry = BoardGeometry(origin: board.origin, side: board.size.width / 8, orientation: orientation)
        let cell = geometry.rect(of: square)
        let widths = widths(measure: measure)
        let size = Size(widths.reduce(0, +) + Self.gap * Double(widths.count - 1), Self.height)
        let x = min(max(cell.maxX - size.width / 2, board.minX + size.width / 2 + 1), board.maxX - size.width / 2 - 1)
        let y = min(max(cell.minY, board.minY + size.height / 2 + 1), board.maxY - size.height / 2 - 1)
        var left = x - size.width / 2
        return widths.map { width in
            defer { left += width + Self.gap }
            return Rect(x: left, y: y - size.height / 2, width: width, height: size.height)
        }
    }

    /// Everything the tag paints, its shadows included (with a unit to spare: the text is
    /// measured here unscaled, on the canvas at its scale).
    package func bounds(board: Rect, orientation: Side) -> Rect {
        let rects = chips(board: board, orientation: orientation) { TextMetrics.size(of: $0, style: Self.style).width }
        let minX = rects.map(\.minX).min() ?? 0, maxX = rects.map(\.maxX).max() ?? 0
        return Rect(x: minX, y: rects[0].minY, width: maxX - minX, height: Self.height).insetBy(-Self.shadowReach - 1)
    }

    package func draw(on canvas: MotionCanvas, board: Rect, orientation: Side, shown: Double = 1) {
        guard shown > 0 else { return }
        var c = canvas
        c.fade(shown)
        let rects = chips(board: board, orientation: orientation) { canvas.measure($0, style: Self.style).width }
        for (segment, tag) in zip(segments, rects) {
            c.shadow(tag, radius: 4, offsetY: 1, spread: 2)
            c.fillRoundedRect(tag, radius: 7, segment.color)
            c.text(segment.text, at: tag.center, style: Self.style, color: .white)
        }
    }

    /// The colour of a judgement, as annotation tools mark them: green for good, teal for
    /// brilliant, amber for dubious, orange for a mistake, red for a blunder, violet for
    /// interesting; for the position, blue when White stands better, near-black when Black
    /// does, slate when it is level or unclear; dark grey for the rest (and no NAG).
    static func color(of nag: NAG?) -> Color {
        switch nag?.rawValue {
        case 1: Color(red: 0.36, green: 0.62, blue: 0.26)
        case 3: Color(red: 0.10, green: 0.60, blue: 0.62)
        case 2: Color(red: 0.90, green: 0.52, blue: 0.13)
        case 4: Color(red: 0.80, green: 0.20, blue: 0.18)
        case 5: Color(red: 0.55, green: 0.40, blue: 0.80)
        case 6: Color(red: 0.85, green: 0.68, blue: 0.15)
        case 14, 16, 18: Color(red: 0.22, green: 0.44, blue: 0.72)
        case 15, 17, 19: Color(red: 0.16, green: 0.17, blue: 0.22)
        case 7, 10, 13: Color(red: 0.42, green: 0.46, blue: 0.52)
        default: Color(red: 0.25, green: 0.25, blue: 0.28)
        }
    }

    /// Every colour a chip can take, for a palette chosen before any badge is drawn.
    package static let colors: [Color] = {
        var seen: [Color] = []
        for raw in [0, 1, 2, 3, 4, 5, 6, 7, 14, 15] where !seen.contains(color(of: raw == 0 ? nil : NAG(rawValue: raw))) {
            seen.append(color(of: raw == 0 ? nil : NAG(rawValue: raw)))
        }
        return seen
    }()
}
