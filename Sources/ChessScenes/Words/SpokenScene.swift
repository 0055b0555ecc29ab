import BoardKit
import ChessCore
import MotionKit

/// One line of a scene's own text as its captions and alt text say it: shown from `time`
/// (scene seconds) until `until` (nil: the scene's end). Lines with the same `time` are read
/// together.
package struct SpokenLine: Sendable, Hashable {
    package var time: Double
    package var text: String
    package var until: Double?

    package init(time: Double, text: String, until: Double? = nil) {
        self.time = time
        self.text = text
        self.until = until
    }

    /// Whether the line is on screen at `t`.
    package func isShown(at t: Double) -> Bool { time <= t && t < (until ?? .infinity) }
}

/// The board a scene shows, for its alt text and captions: the timeline it plays with the
/// spring its pieces land with, or a diagram at rest; and the marks drawn at an instant.
package struct SpokenBoard: Sendable {
    package enum Content: Sendable {
        case timeline(BoardTimeline, motion: BoardMotion)
        case diagram(BoardDiagram)
    }

    package var content: Content
    package var marks: @Sendable (Double) -> BoardAnnotations

    package init(_ content: Content, marks: @escaping @Sendable (Double) -> BoardAnnotations = { _ in .none }) {
        self.content = content
        self.marks = marks
    }

    package init(timeline: BoardTimeline, motion: BoardMotion, marks: @escaping @Sendable (Double) -> BoardAnnotations = { _ in .none }) {
        self.init(.timeline(timeline, motion: motion), marks: marks)
    }

    /// The moves played, each with its caption's words; a diagram plays none.
    package var steps: [BoardTimeline.Step] {
        guard case let .timeline(timeline, _) = content else { return [] }
        return timeline.steps
    }

    /// How many moves have landed by `t`: a move counts from its piece's arrival, the instant
    /// its caption starts and its sound plays.
    package func landed(at t: Double) -> Int {
        guard case let .timeline(timeline, motion) = content else { return 0 }
        return timeline.steps.indices.filter { timeline.arrivalTime(ofMove: $0, motion: motion) <= t }.count
    }

    /// The board at `t` in words: the position once the landed moves are played, the last of
    /// them, and the marks showing; or the diagram as drawn.
    package func describe(at t: Double, words: PositionWords) -> String {
        switch content {
        case let .timeline(timeline, _):
            let count = landed(at: t)
            let last = count > 0 ? timeline.steps[count - 1] : nil
            return words.describe(last?.after ?? timeline.start, lastMove: last?.effects, marks: marks(t))
        case let .diagram(diagram):
            return words.describe(diagram, marks: marks(t))
        }
    }
}

/// A scene that can be said in words: its own text (headline, names, result) as timed lines,
/// the board it shows, and anything a move's caption adds (a game's comments). Captions
/// (`SceneCaptions`) and alt text (`SceneAltText`) read it; the moves' instants come from the
/// scene's sound timeline, not from here.
package protocol SpokenScene {
    func spokenLines(_ words: Localizer) -> [SpokenLine]
    var spokenBoard: SpokenBoard? { get }
    /// What ply `index`'s caption adds after the move: a comment, or nil.
    func spokenComment(ply index: Int) -> String?
}

extension SpokenScene {
    package var spokenBoard: SpokenBoard? { nil }
    package func spokenComment(ply index: Int) -> String? { nil }
}
