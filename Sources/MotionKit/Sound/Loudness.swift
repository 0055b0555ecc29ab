import Foundation

/// Integrated loudness as ITU-R BS.1770-4 defines it (what ffmpeg's `ebur128` filter reports),
/// measured in our own code so that a track's gain is a pure function of its samples: K-weighted
/// mean squares over 400 ms blocks every 100 ms, gated at -70 LUFS and then 10 LU below the
/// blocks that pass. Mono at `SoundSet.sampleRate` only: the K-weighting's coefficients are
/// BS.1770's for 48 kHz.
package enum Loudness {
    /// LUFS of `samples` (full scale 1.0); -infinity for silence or a track shorter than a block.
    package static func integrated(_ samples: [Double]) -> Double {
        let weighted = kWeighted(samples)
        let quarter = SoundSet.sampleRate / 10
        let quarters = weighted.count / quarter
        guard quarters >= 4 else { return -.infinity }
        var energies = [Double](repeating: 0, count: quarters)
        for q in 0..<quarters {
            var sum = 0.0
            for n in (q * quarter)..<((q + 1) * quarter) { sum += weighted[n] * weighted[n] }
            energies[q] = sum
        }
        let blocks = (0...(quarters - 4)).map { b in energies[b..<(b + 4)].reduce(0, +) / Double(4 * quarter) }
        func lufs(_ z: Double) -> Double { -0.691 + 10 * log10(z) }
        let absolute = blocks.filter { $0 > 0 && lufs($0) > -70 }
        guard !absolute.isEmpty else { return -.infinity }
        let relativeGate = lufs(absolute.reduce(0, +) / Double(absolute.count)) - 10
        let gated = absolute.filter { lufs($0) > relativeGate }
        return lufs(gated.reduce(0, +) / Double(gated.count))
    }

    /// The signal through BS.1770's two filters: a high shelf for the head, a high-pass (RLB).
    static func kWeighted(_ samples: [Double]) -> [Double] {
        let shelf = Biquad(b: (1.53512485958697, -2.69169618940638, 1.19839281085285), a: (-1.69065929318241, 0.73248077421585))
        let highPass = Biquad(b: (1, -2, 1), a: (-1.99004745483398, 0.99007225036621))
        return highPass.filter(shelf.filter(samples))
    }

    struct Biquad {
        var b: (Double, Double, Double)
        var a: (Double, Double)

        func filter(_ x: [Double]) -> [Double] {
            var y = [Double](repeating: 0, count: x.count)
            var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0
            for n in x.indices {
                let out = b.0 * x[n] + b.1 * x1 + b.2 * x2 - a.0 * y1 - a.1 * y2
                x2 = x1; x1 = x[n]; y2 = y1; y1 = out
                y[n] = out
            }
            return y
        }
    }
}
