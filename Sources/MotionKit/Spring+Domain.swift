/// The one domain of spring parameters: where the closed form in `Spring` holds. The plot, the
/// board (whose tuning range lies inside it) and the validated initializer all ask here.
extension Spring {
    /// Whether `damping` is a ratio the closed form holds for: above 0 and below 1.
    package static func isValidDamping(_ damping: Double) -> Bool {
        damping > 0 && damping < 1
    }

    /// Whether `frequency` is a natural frequency the closed form holds for: finite and above 0.
    package static func isValidFrequency(_ frequency: Double) -> Bool {
        frequency.isFinite && frequency > 0
    }

    /// A spring from untrusted numbers: a typed error naming the number at fault instead of a
    /// spring whose values would be NaN.
    package init(validating frequency: Double, damping: Double) throws(SpringParameterError) {
        guard Self.isValidFrequency(frequency) else { throw .frequency(frequency) }
        guard Self.isValidDamping(damping) else { throw .damping(damping) }
        self.init(frequency: frequency, damping: damping)
    }
}
