import Foundation

/// Facts about the spring that plots, validators and tests need, derived from the same closed form.
extension Motion {
    /// The damped angular frequency of `spring(_:w:damping:)`.
    public static func dampedFrequency(w: Double = 14, damping: Double = 0.78) -> Double {
        w * (1 - damping * damping).squareRoot()
    }

    /// When the spring first peaks (pi / wd) and by how much it overshoots 1 there.
    public static func springPeak(w: Double = 14, damping: Double = 0.78) -> (time: Double, overshoot: Double) {
        let time = Double.pi / dampedFrequency(w: w, damping: damping)
        let overshoot = exp(-Double.pi * damping / (1 - damping * damping).squareRoot())
        return (time, overshoot)
    }

    /// The time after which the spring stays within `tolerance` of 1. The envelope of the
    /// oscillation is e^(-z w x) * sqrt(1 + (z w / wd)^2), so this bound is exact for the envelope
    /// and never early for the spring itself.
    public static func springSettleTime(w: Double = 14, damping: Double = 0.78, tolerance: Double = 0.005) -> Double {
        let wd = dampedFrequency(w: w, damping: damping)
        let amplitude = (1 + pow(damping * w / wd, 2)).squareRoot()
        return log(amplitude / tolerance) / (damping * w)
    }
}
