import BoardKit
import ChessCore
import MotionKit

extension GameScene {
    /// Ply `index`'s tag: its SAN and every NAG, by the square the piece lands on (`MoveBadge`).
    package func moveBadge(ply index: Int) -> MoveBadge {
        MoveBadge(ply: timeline.steps[index], of: game, index: index)
    }

    /// The last move's tag, shown once it has arrived.
    func drawMoveBadge(ply index: Int, on canvas: MotionCanvas, shown: Double) {
        guard shown > 0 else { return }
        moveBadge(ply: index).draw(on: canvas, board: boardRect, orientation: orientation, shown: shown)
    }

    /// The comments after the last move, as a caption across the foot of the board.
    func drawComment(ply index: Int, on canvas: MotionCanvas, shown: Double) {
        guard captions.indices.contains(index), let text = captions[index] else { return }
        var c = canvas
        c.fade(shown * 0.92)
        let strip = Rect(x: boardRect.minX, y: boardRect.maxY - 24, width: Self.width, height: 24)
        c.fillRect(strip, c.palette.surface)
        c.text(text, at: strip.center, style: Self.captionStyle, color: c.palette.text)
    }

    static let captionStyle = TextStyle(size: 10, weight: .medium)

    /// Each ply's caption, shortened to the strip once when the scene is made rather than on every
    /// frame that shows it; nil for a ply without comments.
    static func captions(of game: PGNGame) -> [String?] {
        game.plies.map { ply -> String? in
            let comment = ply.comment
            guard !comment.isEmpty else { return nil }
            return CaptionText.shortened(comment, toFit: width - 24) {
                TextMetrics.size(of: $0, style: captionStyle).width
            }
        }
    }

    /// "1–0 · checkmate": the result and how the game ended, in the scene's words; worked out
    /// once when the scene is made (it asks for the final position's legal moves), not per frame.
    /// A `Termination` tag the strings do not name is shown as written.
    static func resultText(of game: PGNGame, final: Position, words: Localizer) -> String? {
        let result = game.outcome
        guard result.isDecided else { return nil }
        var reason: String?
        switch final.status {
        case .checkmate: reason = words.text(.gameCheckmate)
        case .stalemate: reason = words.text(.gameStalemate)
        case .insufficientMaterial: reason = words.text(.gameInsufficientMaterial)
        case .fiftyMoveRule: reason = words.text(.gameFiftyMoveRule)
        case .threefoldRepetition: reason = words.text(.gameRepetition)
        case .ongoing:
            switch game[tag: "Termination"]?.lowercased() {
            case nil, "", "normal": break
            case "time forfeit": reason = words.text(.gameTimeForfeit)
            case "abandoned": reason = words.text(.gameAbandoned)
            case let termination?: reason = termination
            }
        }
        return [result.text, reason].compactMap { $0 }.joined(separator: " \u{B7} ")
    }

    static let resultStyle = TextStyle(size: 15, weight: .bold)
    /// The banner's padding around its text, and the board's margin around the banner.
    static let bannerPadding = 28.0, bannerMargin = 16.0

    /// The result as the banner shows it, cut at a word to fit inside the board.
    static func banner(_ text: String) -> String {
        CaptionText.shortened(text, toFit: width - bannerPadding - bannerMargin) {
            TextMetrics.size(of: $0, style: resultStyle).width
        }
    }

    func drawResult(on canvas: MotionCanvas, shown: Double) {
        guard let text = resultBanner, shown > 0 else { return }
        let style = Self.resultStyle
        let size = Size(canvas.measure(text, style: style).width + Self.bannerPadding, 32)
        var c = canvas
        c.fade(shown)
        let banner = Rect(center: boardRect.center, size: size)
        c.shadow(banner, radius: 8)
        c.fillRoundedRect(banner, radius: 8, c.palette.surface)
        c.text(text, at: banner.center, style: style, color: c.palette.text)
    }
}

extension GameScene {
    /// Each ply's `[%cal]`/`[%csl]` shapes, held from the ply's instant until the next ply's.
    static func heldMarks(of game: PGNGame, timeline: BoardTimeline) -> [TimedAnnotation] {
        let steps = timeline.steps
        return game.plies.indices.flatMap { index -> [TimedAnnotation] in
            guard steps.indices.contains(index) else { return [] }
            let marks = BoardAnnotations(game.plies[index].shapes)
            let appears = steps[index].instant
            let disappears = steps.indices.contains(index + 1) ? steps[index + 1].instant : nil
            return marks.arrows.map { TimedAnnotation(.arrow($0), appears: appears, disappears: disappears, held: true) }
                + marks.circles.map { TimedAnnotation(.circle($0), appears: appears, disappears: disappears, held: true) }
        }
    }
}
