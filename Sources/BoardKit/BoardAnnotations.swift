import ChessCore

/// What a player draws on a board to explain it, as chess sites let them: arrows, circled
/// squares and filled squares. Drawn over the highlights and under the pieces: fills first, then
/// circles, then arrows, each in the order given, so a later mark lies over an earlier one.
public struct BoardAnnotations: Sendable, Hashable {
    /// An arrow from the centre of `from` to `to`; a knight's jump is drawn as an L.
    public struct Arrow: Sendable, Hashable {
        public var from: Square
        public var to: Square
        public var color: AnnotationColor
        /// How much of its length is drawn, from the tail (0...1): less while it grows in.
        public var grown: Double
        /// Its opacity (0...1): less while it fades out.
        public var shown: Double

        public init(from: Square, to: Square, color: AnnotationColor = .green, grown: Double = 1, shown: Double = 1) {
            self.from = from
            self.to = to
            self.color = color
            self.grown = grown
            self.shown = shown
        }
    }

    /// A square marked by a ring (a circle) or a wash of colour (a fill).
    public struct Mark: Sendable, Hashable {
        public var square: Square
        public var color: AnnotationColor
        /// Its opacity (0...1): less while it fades in or out.
        public var shown: Double

        public init(square: Square, color: AnnotationColor = .green, shown: Double = 1) {
            self.square = square
            self.color = color
            self.shown = shown
        }
    }

    public var arrows: [Arrow]
    public var circles: [Mark]
    public var fills: [Mark]

    public init(arrows: [Arrow] = [], circles: [Mark] = [], fills: [Mark] = []) {
        self.arrows = arrows
        self.circles = circles
        self.fills = fills
    }

    public static let none = BoardAnnotations()

    public var isEmpty: Bool { arrows.isEmpty && circles.isEmpty && fills.isEmpty }

    /// A PGN comment's `%cal` arrows and `%csl` circles, in lichess's colours.
    public init(_ shapes: PGNShapes) {
        self.init(arrows: shapes.arrows.map { Arrow(from: $0.from, to: $0.to, color: AnnotationColor($0.color)) },
                  circles: shapes.circles.map { Mark(square: $0.square, color: AnnotationColor($0.color)) })
    }
}
