/// Facts about `spring(_:w:damping:)` in the curve namespace's own terms; each is the `Spring`
/// value's, so the plots, the validator and the board read one closed form.
extension Motion {
    /// The damped angular frequency of `spring(_:w:damping:)`.
    package static func dampedFrequency(w: Double = Spring.standard.frequency, damping: Double = Spring.standard.damping) -> Double {
        Spring(frequency: w, damping: damping).dampedFrequency
    }

    /// When the spring first peaks (pi / wd) and by how much it overshoots 1 there.
    package static func springPeak(w: Double = Spring.standard.frequency,
                                  damping: Double = Spring.standard.damping) -> (time: Double, overshoot: Double) {
        Spring(frequency: w, damping: damping).peak
    }

    /// The time after which the spring stays within `tolerance` of 1 (see `Spring.settleTime`).
    package static func springSettleTime(w: Double = Spring.standard.frequency, damping: Double = Spring.standard.damping,
                                        tolerance: Double = Spring.settledTolerance) -> Double {
        Spring(frequency: w, damping: damping).settleTime(tolerance: tolerance)
    }
}
