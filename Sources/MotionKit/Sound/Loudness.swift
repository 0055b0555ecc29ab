import FoundationEssentials
import Glibc

/// Integrated loudness as ITU-R BS.1770-4 defines it (what ffmpeg's `ebur128` filter reports),
/// measured in our own code so that a track's gain is a pure function of its samples: K-weighted
/// mean squares over 400 ms blocks every 100 ms, gated at -70 LUFS and then 10 LU below the
/// blocks that pass. Mono at `SoundSet.sampleRate` only: the K-weighting's coefficients are
/// BS.1770's for 48 kHz.
package enum Loudness {
    /// LUFS of `samples` (full scale 1.0); -infinity for silence or a track shorter than a block.
    /// The samples are filtered as they come, holding only each 100 ms quarter's energy, so a
    /// long track costs no second copy.
    package static func integrated<Samples: Sequence<Double>>(_ samples: Samples) -> Double {
        var shelf = Biquad(b: (1.53512485958697, -2.69169618940638, 1.19839281085285), a: (-1.69065929318241, 0.73248077421585))
        var highPass = Biquad(b: (1, -2, 1), a: (-1.99004745483398, 0.99007225036621))
        let quarter = SoundSet.sampleRate / 10
        var energies: [Double] = []
        var sum = 0.0, count = 0
        for sample in samples {
            let weighted = highPass.step(shelf.step(sample))
            sum += weighted * weighted
            count += 1
            if count == quarter {
                energies.append(sum)
                sum = 0
                count = 0
            }
        }
        guard energies.count >= 4 else { return -.infinity }
        let blocks = (0...(energies.count - 4)).map { b in energies[b..<(b + 4)].reduce(0, +) / Double(4 * quarter) }
        func lufs(_ z: Double) -> Double { -0.691 + 10 * log10(z) }
        let absolute = blocks.filter { $0 > 0 && lufs($0) > -70 }
        guard !absolute.isEmpty else { return -.infinity }
        let relativeGate = lufs(absolute.reduce(0, +) / Double(absolute.count)) - 10
        let gated = absolute.filter { lufs($0) > relativeGate }
        return lufs(gated.reduce(0, +) / Double(gated.count))
    }

    /// One of BS.1770's two K-weighting filters (a high shelf for the head, then a high-pass),
    /// run a sample at a time.
    struct Biquad {
        var b: (Double, Double, Double)
        var a: (Double, Double)
        var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

        init(b: (Double, Double, Double), a: (Double, Double)) {
            self.b = b
            self.a = a
        }

        mutating func step(_ x: Double) -> Double {
            let y = b.0 * x + b.1 * x1 + b.2 * x2 - a.0 * y1 - a.1 * y2
            x2 = x1; x1 = x; y2 = y1; y1 = y
            return y
        }
    }
}
