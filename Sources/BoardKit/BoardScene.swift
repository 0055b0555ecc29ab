import ChessCore
import MotionKit

/// A board on its own as a scene: a timeline played on one board filling the box, or a diagram
/// drawn as given, for the `board` command, `/board`, tests and benchmarks. Its still frame is
/// the settled final position.
package struct BoardScene: MotionScene {
    /// What the board shows: moves played on a legal position, or a placement at rest.
    package enum Content: Sendable {
        case timeline(BoardTimeline)
        case diagram(BoardDiagram)
    }

    package let content: Content
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
        self.init(.timeline(timeline), theme: theme, pieces: pieces, options: options, annotations: annotations,
                  squareSide: squareSide, margin: margin)
    }

    package init(_ content: Content, theme: BoardTheme, pieces: PieceSet, options: BoardOptions = BoardOptions(),
                 annotations: BoardAnnotations = .none, squareSide: Double = 40, margin: Double = 5) {
        self.content = content
        self.annotations = annotations
        self.theme = theme
        self.pieces = pieces
        self.options = options
        self.squareSide = squareSide
        self.margin = margin
    }

    package var box: Size { Size(8 * squareSide + 2 * margin, 8 * squareSide + 2 * margin) }

    /// When the last move has settled; a diagram is at rest from the start.
    private var restTime: Double {
        switch content {
        case let .timeline(timeline): timeline.restTime(motion: options.motion)
        case .diagram: -.infinity
        }
    }

    /// From the start until half a second after the last move has settled.
    package var duration: Double { max(1, restTime + 0.5) }

    package var stillTime: Double { max(0, restTime) }

    package func draw(_ canvas: inout MotionCanvas, t: Double) {
        let origin = Point(margin, margin)
        switch content {
        case let .timeline(timeline):
            playBoard(canvas, t: t, origin: origin, side: squareSide, timeline: timeline,
                      annotations: annotations, theme: theme, pieces: pieces, options: options)
        case let .diagram(diagram):
            BoardPicture(diagram: diagram, annotations: annotations)
                .draw(on: canvas, geometry: BoardGeometry(origin: origin, side: squareSide, orientation: options.orientation),
                      theme: theme, pieces: pieces, coordinates: options.coordinates, showsCheck: options.showsCheck)
        }
    }
}
