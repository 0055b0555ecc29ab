import MotionKit

/// A mark shown for a while in an animation: from `appears` until `disappears` (or the scene's
/// end). An arrow grows from its tail on the board's spring, as a piece travels; a circle or a
/// fill fades in; each fades out as its time ends. Pure in t, like every curve of a board.
package struct TimedAnnotation: Sendable, Hashable {
    package enum Shape: Sendable, Hashable {
        case arrow(BoardAnnotations.Arrow)
        case circle(BoardAnnotations.Mark)
        case fill(BoardAnnotations.Mark)
    }

    package var shape: Shape
    package var appears: Double
    package var disappears: Double?
    /// Shown whole from `appears` until `disappears`, neither growing nor fading: a game's marks,
    /// which belong to a position (the ply whose comment drew them) rather than to a moment.
    package var held: Bool

    package init(_ shape: Shape, appears: Double, disappears: Double? = nil, held: Bool = false) {
        self.shape = shape
        self.appears = appears
        self.disappears = disappears
        self.held = held
    }

    /// How long a circle or fill takes to fade in, and any mark to fade out: never more than a
    /// third of its time on the board, so a short mark still reaches full strength.
    static let fadeLength = 0.25

    var fade: Double {
        guard let disappears else { return Self.fadeLength }
        return min(Self.fadeLength, max(0, disappears - appears) / 3)
    }

    /// 1 while shown, easing to 0 over the fade before `disappears`.
    func fadeOut(at t: Double) -> Double {
        guard let disappears else { return 1 }
        return fade > 0 ? 1 - M.smooth(disappears - fade, disappears, t) : (t < disappears ? 1 : 0)
    }

    /// The arrow's drawn length at `t`: the spring's progress since it appeared, overshoot
    /// clipped, since an arrow longer than its squares would point past them.
    static func grown(since appears: Double, at t: Double, motion: BoardMotion) -> Double {
        t < appears ? 0 : Motion.clamp(motion.progress(since: appears, at: t))
    }

    /// The mark as drawn at `t`, or nil before it appears and once it has gone.
    func state(at t: Double, motion: BoardMotion) -> Shape? {
        guard t >= appears else { return nil }
        if held { return disappears.map { t < $0 } ?? true ? shape : nil }
        let out = fadeOut(at: t)
        guard out > 0 else { return nil }
        switch shape {
        case var .arrow(arrow):
            arrow.grown = Self.grown(since: appears, at: t, motion: motion)
            arrow.shown = out
            return .arrow(arrow)
        case var .circle(mark):
            mark.shown = (fade > 0 ? M.smooth(appears, appears + fade, t) : 1) * out
            return .circle(mark)
        case var .fill(mark):
            mark.shown = (fade > 0 ? M.smooth(appears, appears + fade, t) : 1) * out
            return .fill(mark)
        }
    }
}

extension [TimedAnnotation] {
    /// Every mark as it stands at `t`, in the order given within each kind.
    package func annotations(at t: Double, motion: BoardMotion) -> BoardAnnotations {
        var result = BoardAnnotations()
        for mark in self {
            switch mark.state(at: t, motion: motion) {
            case let .arrow(arrow)?: result.arrows.append(arrow)
            case let .circle(circle)?: result.circles.append(circle)
            case let .fill(fill)?: result.fills.append(fill)
            case nil: break
            }
        }
        return result
    }
}
