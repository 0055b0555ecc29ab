import ChessCore
import MotionKit

/// A board on its own as a scene: a timeline played on one board filling the box, for the
/// `board` command, tests and benchmarks. Its still frame is the settled final position.
public struct BoardScene: MotionScene {
    public let timeline: BoardTimeline
    public let theme: BoardTheme
    public let pieces: PieceSet
    public let options: BoardOptions
    public let squareSide: Double
    /// Room around the squares for the frame.
    public let margin: Double

    public init(timeline: BoardTimeline, theme: BoardTheme, pieces: PieceSet, options: BoardOptions = BoardOptions(),
                squareSide: Double = 40, margin: Double = 5) {
        self.timeline = timeline
        self.theme = theme
        self.pieces = pieces
        self.options = options
        self.squareSide = squareSide
        self.margin = margin
    }

    public var box: Size { Size(8 * squareSide + 2 * margin, 8 * squareSide + 2 * margin) }

    /// From the start until half a second after the last move has settled.
    public var duration: Double { max(1, timeline.restTime(motion: options.motion) + 0.5) }

    public var stillTime: Double { max(0, timeline.restTime(motion: options.motion)) }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        playBoard(canvas, t: t, origin: Point(margin, margin), side: squareSide, timeline: timeline,
                  theme: theme, pieces: pieces, options: options)
    }
}
