/// Why numbers describe no spring `Spring`'s closed form can draw, with the number at fault.
package enum SpringParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The damping ratio is not above 0 and below 1: at 1 and beyond the damped frequency is 0 or
    /// imaginary (the formula gives NaN), at 0 and below the spring never settles.
    case damping(Double)
    /// The natural frequency is not a finite number above 0.
    case frequency(Double)

    package var description: String {
        switch self {
        case .damping(let value): "damping \(value) is outside the spring's domain: use a value above 0 and below 1 (the springs bounce only below 1)"
        case .frequency(let value): "frequency \(value) is outside the spring's domain: use a finite value above 0"
        }
    }
}
