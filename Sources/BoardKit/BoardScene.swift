import ChessCore
import MotionKit

/// A board on its own as a scene: a timeline played on one board filling the box, for the
/// `board` command, tests and benchmarks. Its still frame is the settled final position.
package struct BoardScene: MotionScene {
    package let timeline: BoardTimeline
    package let theme: BoardTheme
    package let pieces: PieceSet
    package let options: BoardOptions
    /// Marks shown throughout, over the squares and under the pieces.
    package let annotations: BoardAnnotations
    package let squareSide: Double
    /// Room around the squares for the frame.
    package let margin: Double

    package init(timeline: BoardTimeline, theme: BoardTheme, pieces: PieceSet, options: BoardOptions = BoardOptions(),
                annotations: BoardAnnotations = .none, squareSide: Double = 40, margin: Double = 5) {
        self.annotations = annotations
        self.timeline = timeline
        self.theme = theme
        self.pieces = pieces
        self.options = options
        self.squareSide = squareSide
        self.margin = margin
    }

    package var box: Size { Size(8 * squareSide + 2 * margin, 8 * squareSide + 2 * margin) }

    /// From the start until half a second after the last move has settled.
    package var duration: Double { max(1, timeline.restTime(motion: options.motion) + 0.5) }

    package var stillTime: Double { max(0, timeline.restTime(motion: options.motion)) }

    package func draw(_ canvas: inout MotionCanvas, t: Double) {
        playBoard(canvas, t: t, origin: Point(margin, margin), side: squareSide, timeline: timeline,
                  annotations: annotations, theme: theme, pieces: pieces, options: options)
    }
}
