import FoundationEssentials
import Glibc

/// A damped spring released at x = 0: rises from 0, overshoots a little and settles at 1. The
/// curve every piece, card and coin moves on, and the facts plots, validators and the board's
/// timing derive from it, all from one closed form.
public struct Spring: Sendable, Hashable {
    /// The natural frequency `w`: higher is quicker.
    public var frequency: Double
    /// The damping ratio `z`: below 1 so that it bounces.
    public var damping: Double

    public init(frequency: Double, damping: Double = Spring.standard.damping) {
        self.frequency = frequency
        self.damping = damping
    }

    /// The kit's spring (DESIGN.md, "Curves"): a quick rise with a small overshoot. The one
    /// place these two numbers are written.
    public static let standard = Spring(frequency: 14, damping: 0.78)

    /// Where the spring is taken to have landed: what is left of its swing is below this, far
    /// under a thousandth of a pixel at any size the tool draws. From there it is exactly 1, so a
    /// card or piece at rest is drawn the same on every frame: its text is laid out once, and
    /// the encoders see frames that do not change (a GIF stores nothing for them).
    public static let restTolerance = 1e-6

    /// Where a curve counts as settled when a person reads it: within half a percent of where it
    /// rests. The one tolerance plots (`PlottedCurve`), reports and `settleTime()` mean by
    /// "settled"; the landing above (`restTolerance`) and the board's snap
    /// (`BoardMotion.settleTolerance`) are stricter because they decide what is drawn.
    public static let settledTolerance = 0.005

    /// How far the spring has travelled `x` seconds after release: 0 before, exactly 1 once it
    /// has landed (see `restTolerance`).
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        let z = damping, w = frequency
        let wd = w * (1 - z * z).squareRoot()
        // Landed: the envelope of the swing left is under the tolerance (the one rule, `settleTime`).
        if x >= settleTime(tolerance: Self.restTolerance) { return 1 }
        let e = exp(-z * w * x)
        return 1 - e * (cos(wd * x) + (z * w / wd) * sin(wd * x))
    }

    /// The angular frequency of the oscillation, w * sqrt(1 - z^2).
    public var dampedFrequency: Double {
        frequency * (1 - damping * damping).squareRoot()
    }

    /// When the spring first peaks (pi / wd) and by how much it overshoots 1 there.
    public var peak: (time: Double, overshoot: Double) {
        let time = Double.pi / dampedFrequency
        let overshoot = exp(-Double.pi * damping / (1 - damping * damping).squareRoot())
        return (time, overshoot)
    }

    /// The time after which the spring stays within `tolerance` of 1. The envelope of the
    /// oscillation is e^(-z w x) * sqrt(1 + (z w / wd)^2), so this bound is exact for the envelope
    /// and never early for the spring itself.
    public func settleTime(tolerance: Double = Spring.settledTolerance) -> Double {
        let wd = dampedFrequency
        let amplitude = (1 + pow(damping * frequency / wd, 2)).squareRoot()
        return log(amplitude / tolerance) / (damping * frequency)
    }
}
