import BoardKit
import ChessCore
import MotionKit

/// A per-position frame taken apart, for a renderer that composes it from pre-drawn pieces
/// rather than drawing it whole: where the board and bars sit, and what is drawn over them.
extension GameScene {
    /// The board's square in box units.
    package var boardFrame: Rect { boardRect }

    /// The bars' places: the side at the top is the one not at the bottom.
    package func barFrame(for side: Side) -> Rect {
        side == orientation
            ? Rect(x: 0, y: Self.barHeight + Self.width, width: Self.width, height: Self.barHeight)
            : Rect(x: 0, y: 0, width: Self.width, height: Self.barHeight)
    }

    /// Draws what lies over the board and bars after `plies` plies at rest: the badge, the
    /// comment, the result, exactly as the whole frame draws them.
    package func drawSettledAnnotations(afterPlies plies: Int, on canvas: MotionCanvas) {
        drawAnnotations(settledMoment(afterPlies: plies), on: canvas)
    }

    /// The box `drawSettledAnnotations` paints inside, nil when it paints nothing.
    package func settledAnnotationBounds(afterPlies plies: Int) -> Rect? {
        let moment = settledMoment(afterPlies: plies)
        var boxes: [Rect] = []
        if moment.played > 0 {
            boxes.append(moveBadge(ply: moment.played - 1).bounds(board: boardRect, orientation: orientation))
            if showsComments, captions.indices.contains(moment.played - 1), captions[moment.played - 1] != nil {
                boxes.append(Rect(x: boardRect.minX, y: boardRect.maxY - 24, width: Self.width, height: 24))
            }
        }
        if moment.resultShown > 0, let text = resultBanner {
            let size = Size(TextMetrics.size(of: text, style: Self.resultStyle).width + Self.bannerPadding, 32)
            // The shadow's radius, spread and drop, and a unit to spare for the scaled measure.
            boxes.append(Rect(center: boardRect.center, size: size).insetBy(-18))
        }
        guard !boxes.isEmpty else { return nil }
        let minX = boxes.map(\.minX).min()!, minY = boxes.map(\.minY).min()!
        return Rect(x: minX, y: minY, width: boxes.map(\.maxX).max()! - minX, height: boxes.map(\.maxY).max()! - minY)
    }

    /// The marks (`[%cal]`/`[%csl]`) shown after `plies` plies at rest, nil for none.
    func settledMarks(afterPlies plies: Int) -> BoardAnnotations? {
        guard plies > 0 else { return nil }
        let marks = annotations.annotations(at: timeline.steps[plies - 1].instant, motion: motion)
        return marks.isEmpty ? nil : marks
    }

    /// The part of the board the marks after `plies` plies touch, nil for none: the squares they
    /// name, a unit to spare each side, inside the board. A knight's L stays inside the box of
    /// its two squares, so no arrow leaves it.
    package func settledMarkBounds(afterPlies plies: Int) -> Rect? {
        guard let marks = settledMarks(afterPlies: plies) else { return nil }
        let geometry = BoardGeometry(origin: boardRect.origin, side: Self.width / 8, orientation: orientation)
        let squares = marks.arrows.flatMap { [$0.from, $0.to] } + marks.circles.map(\.square) + marks.fills.map(\.square)
        let cells = squares.map { geometry.rect(of: $0) }
        let minX = max(boardRect.minX, cells.map(\.minX).min()! - 1), minY = max(boardRect.minY, cells.map(\.minY).min()! - 1)
        let maxX = min(boardRect.maxX, cells.map(\.maxX).max()! + 1), maxY = min(boardRect.maxY, cells.map(\.maxY).max()! + 1)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The board after `plies` plies at rest with its marks, drawn whole (squares, highlight,
    /// check, marks, pieces), for a composer to lay over the part the marks touch: marks lie
    /// under the pieces, so they cannot be painted over a composed frame.
    package func drawSettledBoard(afterPlies plies: Int, on canvas: MotionCanvas) {
        let last = plies > 0 ? timeline.steps[plies - 1] : nil
        drawBoard(canvas, position: last?.after ?? timeline.start, lastMove: last?.move,
                  annotations: settledMarks(afterPlies: plies) ?? .none, origin: boardRect.origin, side: Self.width / 8,
                  theme: theme, pieces: pieces, options: BoardOptions(orientation: orientation, motion: motion, showsCheck: showsCheck))
    }
}
