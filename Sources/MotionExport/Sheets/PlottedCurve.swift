import MotionKit
import ChessMotionSupport
import FoundationEssentials

/// One of the kit's curves with its parameters, as `chess-motion curve` draws it: its value over
/// time and when it settles. The values come from `Motion` itself, so the plot is the curve the
/// scenes move by.
package enum PlottedCurve: Sendable, Hashable {
    /// `spring(x, w, damping)`.
    case spring(w: Double, damping: Double)
    /// `smooth(0, length, x)`: a fade over `length` seconds.
    case smooth(length: Double)
    /// `bump(x, 0, len, w)`: a spring up at 0 and back down `length` seconds later; with a damping
    /// other than the default, both springs use it.
    case bump(length: Double, w: Double, damping: Double)

    package static let defaultW = Spring.standard.frequency
    package static let defaultDamping = Spring.standard.damping
    package static let defaultSmoothLength = 0.3
    package static let defaultBumpLength = Motion.bumpLength
    package static let defaultBumpW = Motion.bumpFrequency
    /// How close to its resting value a curve must stay to count as settled: the kit's one
    /// "settled" (`Spring.settledTolerance`).
    package static let tolerance = Spring.settledTolerance

    package func value(at x: Double) -> Double {
        switch self {
        case .spring(let w, let damping):
            Spring(frequency: w, damping: damping).value(at: x)
        case .smooth(let length):
            Motion.smooth(0, length, x)
        case .bump(let length, let w, let damping):
            // Motion.bump's two springs, with this damping (the same numbers at the default).
            Spring(frequency: w, damping: damping).value(at: x) - Spring(frequency: w, damping: damping).value(at: x - length)
        }
    }

    /// Where the curve comes to rest: 1 for the spring and the fade, 0 for the bump.
    package var restingValue: Double {
        if case .bump = self { return 0 }
        return 1
    }

    /// The time after which the curve stays within `tolerance` of its resting value. Exact for
    /// the fade; for the springs from the envelope of the oscillation, so never too early. The
    /// bump is a difference of two springs, each held to half the tolerance.
    package var settleTime: Double {
        switch self {
        case .spring(let w, let damping):
            Spring(frequency: w, damping: damping).settleTime(tolerance: Self.tolerance)
        case .smooth(let length):
            length
        case .bump(let length, let w, let damping):
            length + Spring(frequency: w, damping: damping).settleTime(tolerance: Self.tolerance / 2)
        }
    }

    /// The highest point and when it comes, for springs that overshoot.
    package var peak: (time: Double, value: Double)? {
        switch self {
        case .spring(let w, let damping):
            let peak = Spring(frequency: w, damping: damping).peak
            return (peak.time, 1 + peak.overshoot)
        case .smooth:
            return nil
        case .bump(let length, _, _):
            // Sampled: the bump's top depends on how far the first spring rose by `length`.
            let step = (length + settleTime) / 2000
            let best = (0...2000).map { Double($0) * step }.max { value(at: $0) < value(at: $1) } ?? 0
            return (best, value(at: best))
        }
    }

    /// The formula as a title shows it, in `variable` ("t", or "t - 0.35" for a spring that starts later).
    package func formula(variable: String = "t") -> String {
        switch self {
        case .spring(let w, let damping): "spring(\(variable), w: \(w.trimmed), damping: \(damping.trimmed))"
        case .smooth(let length): "smooth(0, \(length.trimmed), \(variable))"
        case .bump(let length, let w, let damping):
            "bump(\(variable), 0, len: \(length.trimmed), w: \(w.trimmed))" + (damping == Self.defaultDamping ? "" : ", damping \(damping.trimmed)")
        }
    }

    /// The parameters, or why they describe no curve.
    package func validated() throws(CurvePlotError) -> PlottedCurve {
        func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>) throws(CurvePlotError) {
            guard value.isFinite, range.contains(value) else { throw .parameter(name: name, value: value, allowed: range) }
        }
        /// The damping is the spring's own domain (`Spring.isValidDamping`); w is also held to
        /// what a plot can show.
        func checkSpring(_ w: Double, _ damping: Double) throws(CurvePlotError) {
            try check("w", w, 0.5...200)
            do { _ = try Spring(validating: w, damping: damping) } catch { throw .spring(error) }
        }
        switch self {
        case .spring(let w, let damping):
            try checkSpring(w, damping)
        case .smooth(let length):
            try check("length", length, 0.01...60)
        case .bump(let length, let w, let damping):
            try check("length", length, 0.01...60)
            try checkSpring(w, damping)
        }
        return self
    }
}

/// Why a curve cannot be plotted.
package enum CurvePlotError: Error, Equatable, Sendable, CustomStringConvertible {
    case parameter(name: String, value: Double, allowed: ClosedRange<Double>)
    /// Outside the spring's own domain (`Spring(validating:damping:)`).
    case spring(SpringParameterError)

    package var description: String {
        switch self {
        case .spring(let error): error.description
        case .parameter(let name, let value, let allowed):
            "\(name) \(value.trimmed) is out of range: use \(allowed.lowerBound.trimmed) to \(allowed.upperBound.trimmed)"
                + (name == "damping" ? " (the springs bounce only below 1)" : "")
        }
    }
}
