import ChessCore
import MotionKit

extension BoardPlan {
    /// A timed mark as the page reads it: its kind, squares, colour as written (a brush name, a
    /// theme key or a colour) and its instants; the page evaluates it with `MarkShape`'s numbers.
    package struct Mark: Encodable, Sendable {
        var kind: String
        var from: String
        var to: String?
        /// One of `brush` (green, red, blue, yellow), `theme` (a theme key) or `color` (#RRGGBBAA).
        var brush: String?
        var theme: String?
        var color: String?
        var appears: Double
        var disappears: Double?
        /// Shown whole while its instants say, neither growing nor fading (a game's marks).
        var held: Bool

        init(_ timed: TimedAnnotation) {
            let color: AnnotationColor
            switch timed.shape {
            case let .arrow(arrow):
                kind = "arrow"; from = arrow.from.name; to = arrow.to.name; color = arrow.color
            case let .circle(mark):
                kind = "circle"; from = mark.square.name; color = mark.color
            case let .fill(mark):
                kind = "fill"; from = mark.square.name; color = mark.color
            }
            switch color {
            case .green: brush = "green"
            case .red: brush = "red"
            case .blue: brush = "blue"
            case .yellow: brush = "yellow"
            case let .theme(key): theme = key.rawValue
            case let .custom(value): self.color = value.hexString
            }
            appears = timed.appears
            disappears = timed.disappears
            held = timed.held
        }
    }

    /// The numbers that shape and time a mark, BoardKit's own, so the page draws and times
    /// marks with them rather than with numbers of its own.
    package struct MarkShape: Encodable, Sendable {
        var shaftHalfWidth = BoardAnnotations.Arrow.shaftHalfWidth
        var headHalfWidth = BoardAnnotations.Arrow.headHalfWidth
        var headLength = BoardAnnotations.Arrow.headLength
        var tipInset = BoardAnnotations.Arrow.tipInset
        var ringWidth = BoardAnnotations.ringWidth
        var fadeLength = TimedAnnotation.fadeLength
        /// Each brush as drawn, opacity included.
        var brushes: [String: String] = AnnotationColor.brushNames.mapValues { $0.resolved(in: .placeholder).hexString }
    }
}

extension BoardColors {
    /// Colours for resolving a brush, which never reads the theme.
    static let placeholder = BoardColors(lightSquare: .clear, darkSquare: .clear, lastMoveLight: .clear, lastMoveDark: .clear,
                                         check: .clear, coordinateOnLight: .clear, coordinateOnDark: .clear, frame: .clear)
}
