import ChessCore

/// What a board timeline resolves to, as data for the kit's browser half (`Web/board.js`): the
/// start, each move's squares, instant and check mark (`Step`), every piece's track (`Track`),
/// the spring with its derived instants, the fades' fractions (`BoardFades`) and the ranges the
/// board's spring is clamped to (`BoardMotion`'s), and the scene's timed marks with the numbers
/// that shape them (`Mark`, `MarkShape`). ChessCore decided all of it when the timeline
/// was built; the page only evaluates the tracks at t with the board's spring, so no chess rule,
/// fraction or range is written twice.
package struct BoardPlan: Encodable, Sendable {
    package struct Start: Encodable, Sendable {
        var fen: String
        /// The checked king's square at the start, if any.
        var check: String?
    }

    /// The spring's parameters and the instants derived from them, so a test can hold the
    /// page's arithmetic to this side's.
    package struct Motion: Encodable, Sendable {
        var frequency: Double
        var damping: Double
        var arrival: Double
        var settle: Double
        var springSettle: Double
        var checkFade: Double
    }

    /// `BoardMotion.frequencyRange` and `dampingRange` as `[lower, upper]`: the page clamps a
    /// tuned spring and bounds its sliders with these, not with numbers of its own.
    package struct MotionRanges: Encodable, Sendable {
        var frequency: [Double]
        var damping: [Double]
    }

    /// `BoardFades`' fractions of the arrival.
    package struct Fades: Encodable, Sendable {
        var captureStart: Double
        var promotionStart: Double
    }

    package let version = KitPlan.version
    var start: Start
    var motion: Motion
    var motionRanges: MotionRanges
    var fades: Fades
    /// When the last move has settled; nil without moves.
    var restTime: Double?
    var steps: [Step]
    var tracks: [Track]
    /// The scene's arrows, circles and fills over time, and the numbers that shape them.
    var marks: [Mark]
    var markShape = MarkShape()

    package init(_ timeline: BoardTimeline, motion: BoardMotion = .standard, marks: [TimedAnnotation] = []) {
        let start = timeline.start
        self.start = Start(fen: start.fen, check: start.isCheck ? start.kingSquare(of: start.sideToMove).name : nil)
        self.motion = Motion(frequency: motion.frequency, damping: motion.damping, arrival: motion.arrivalDuration,
                             settle: motion.settleDuration, springSettle: motion.springSettleDuration,
                             checkFade: motion.checkFadeDuration)
        motionRanges = MotionRanges(frequency: [BoardMotion.frequencyRange.lowerBound, BoardMotion.frequencyRange.upperBound],
                                    damping: [BoardMotion.dampingRange.lowerBound, BoardMotion.dampingRange.upperBound])
        fades = Fades(captureStart: BoardFades.captureStart, promotionStart: BoardFades.promotionStart)
        restTime = timeline.steps.isEmpty ? nil : timeline.restTime(motion: motion)
        steps = timeline.steps.map(Step.init)
        tracks = timeline.tracks.map(Track.init)
        self.marks = marks.map(Mark.init)
    }
}
