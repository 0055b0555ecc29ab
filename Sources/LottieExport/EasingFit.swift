import FoundationEssentials

/// A cubic Bézier easing fitted to one segment's own samples, for curves none of
/// `KeyframeFit.Easing.candidates` follows (a fade's spring, a piece's eased slide): without
/// it such a segment is cut at every frame, and the keyframes are most of the file.
///
/// For fixed time handles the Bézier's progress is linear in its two value handles, so each pair
/// of time handles on a grid gets the value handles by least squares; the first pair whose curve
/// keeps every sample within the tolerance wins.
enum EasingFit {
    /// Time handles tried, in tenths: coarse enough to stay cheap, fine enough for eased motion.
    /// Then thirds, tried last: with them a cubic in time (any stretch of a smoothstep, as a fade
    /// cut off by a layer's end) is a Bézier, whose value handles least squares finds; written as
    /// the file writes them (three places), so the check is on what players read.
    static let timeHandles: [Double] = (0...10).map { Double($0) / 10 } + [0.333, 0.667]
    /// Value handles are written to two places, or three where two miss the tolerance.
    static let handleScales: [Double] = [100, 1000]
    /// Below this many samples between its keyframes a segment's two value handles are not
    /// determined by least squares, and no easing is fitted.
    static let fewestInnerSamples = 2

    /// `bounded` keeps the value handles within 0...1, so the curve never leaves the span between
    /// its keyframes' values.
    /// The segment starts `fraction` of a frame after frame `start`, at its value, and ends
    /// `before` a frame before frame `end`, at its value.
    static func easing(_ values: [[Double]], from start: Int, to end: Int, fraction: Double = 0, before: Double = 0, tolerance: [Double],
                       bounded: Bool = false) -> KeyframeFit.Easing? {
        let a = values[start], b = values[end]
        // Progress is read from the component that changes most for its tolerance.
        guard let lead = a.indices.max(by: { abs(b[$0] - a[$0]) / tolerance[$0] < abs(b[$1] - a[$1]) / tolerance[$1] }),
              abs(b[lead] - a[lead]) > tolerance[lead] else { return nil }
        let span = Double(end - start) - fraction - before
        let times = ((start + 1)..<end).map { (Double($0 - start) - fraction) / span }
        let targets = ((start + 1)..<end).map { (values[$0][lead] - a[lead]) / (b[lead] - a[lead]) }
        for outX in timeHandles {
            for inX in timeHandles {
                let params = times.map { parameter(at: $0, outX, inX) }
                // Least squares for outY, inY in progress(s) = A·outY + B·inY + s³.
                var aa = 0.0, ab = 0.0, bb = 0.0, ar = 0.0, br = 0.0
                for (s, target) in zip(params, targets) {
                    let u = 1 - s, basisA = 3 * u * u * s, basisB = 3 * u * s * s, rest = target - s * s * s
                    aa += basisA * basisA; ab += basisA * basisB; bb += basisB * basisB
                    ar += basisA * rest; br += basisB * rest
                }
                let determinant = aa * bb - ab * ab
                guard abs(determinant) > 1e-12 else { continue }
                let fittedOutY = (ar * bb - br * ab) / determinant, fittedInY = (aa * br - ab * ar) / determinant
                // Rounded as the file writes them, so the check is on what players read: to two
                // places where that still fits (a byte less a handle), else three.
                for scale in Self.handleScales {
                    var outY = (fittedOutY * scale).rounded() / scale, inY = (fittedInY * scale).rounded() / scale
                    if bounded { (outY, inY) = (min(1, max(0, outY)), min(1, max(0, inY))) }
                    guard outY.isFinite, inY.isFinite, abs(outY) < 10, abs(inY) < 10 else { continue }
                    let fits = zip(params, (start + 1)..<end).allSatisfy { s, k in
                        let u = 1 - s
                        let p = 3 * u * u * s * outY + 3 * u * s * s * inY + s * s * s
                        return a.indices.allSatisfy { abs(a[$0] + (b[$0] - a[$0]) * p - values[k][$0]) <= tolerance[$0] }
                    }
                    if fits { return KeyframeFit.Easing(outX: outX, outY: outY, inX: inX, inY: inY) }
                }
            }
        }
        return nil
    }

    /// The Bézier parameter where the time curve (handles `outX`, `inX`) reaches `x`.
    private static func parameter(at x: Double, _ outX: Double, _ inX: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let s = (low + high) / 2, u = 1 - s
            if 3 * u * u * s * outX + 3 * u * s * s * inX + s * s * s < x { low = s } else { high = s }
        }
        return (low + high) / 2
    }
}
