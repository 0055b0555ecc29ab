import FoundationEssentials
import Glibc

/// A sound made from a recipe, not a recording: struck hits of decaying sine partials and a
/// burst of noise, each with a 1 ms attack, summed, softly saturated and scaled to a set peak. The same recipe
/// always gives the same samples (the noise comes from a seeded generator), which is how a
/// sound set's WAV files are regenerated bit for bit.
package struct SynthVoice: Sendable, Hashable {
    /// A sine that starts at full `amplitude` and decays by e every `decay` seconds.
    package struct Partial: Sendable, Hashable {
        package var frequency: Double
        package var amplitude: Double
        package var decay: Double

        package init(_ frequency: Double, _ amplitude: Double, decay: Double) {
            self.frequency = frequency
            self.amplitude = amplitude
            self.decay = decay
        }
    }

    /// White noise through a one-pole low-pass (`smoothing` 0 is white, near 1 is dull), decaying
    /// by e every `decay` seconds: the contact of wood, the rattle of a press.
    package struct Noise: Sendable, Hashable {
        package var amplitude: Double
        package var decay: Double
        package var smoothing: Double
        package var seed: UInt32

        package init(_ amplitude: Double, decay: Double, smoothing: Double = 0.5, seed: UInt32 = 0x9E37_79B9) {
            self.amplitude = amplitude
            self.decay = decay
            self.smoothing = smoothing
            self.seed = seed
        }
    }

    /// One strike, `delay` seconds into the sound: a castle is two.
    package struct Hit: Sendable, Hashable {
        package var delay: Double
        package var partials: [Partial]
        package var noise: Noise?

        package init(delay: Double = 0, _ partials: [Partial], noise: Noise? = nil) {
            self.delay = delay
            self.partials = partials
            self.noise = noise
        }
    }

    package var hits: [Hit]
    /// Seconds of the sound; the last `fade` of them fade to silence so nothing clicks at its end.
    package var length: Double
    /// The largest sample's size, as a fraction of full scale.
    package var peak: Double
    /// How hard the summed hits are driven into a soft saturation (tanh) before scaling: the
    /// strike's first milliseconds are rounded off, so the sound carries more energy under the
    /// same peak (a loudness target reached without clipping), and the wood sounds drier.
    /// 0 leaves the sum as it is.
    package var drive: Double

    /// Seconds each hit takes to rise from silence: short enough for the onset to be exact to
    /// the sample a frame's instant names, long enough not to crackle.
    package static let attack = 0.001
    package static let fade = 0.01

    package init(hits: [Hit], length: Double, peak: Double = 0.5, drive: Double = 1.6) {
        self.hits = hits
        self.length = length
        self.peak = peak
        self.drive = drive
    }

    /// The sound at `sampleRate`, scaled so its largest sample is `peak` of full scale.
    package func samples(sampleRate: Int) -> [Int16] {
        let rate = Double(sampleRate)
        let count = Int((length * rate).rounded())
        var sum = [Double](repeating: 0, count: count)
        for hit in hits {
            let start = Int((hit.delay * rate).rounded())
            guard start < count else { continue }
            var state = hit.noise?.seed ?? 1, filtered = 0.0
            for n in 0..<(count - start) {
                let t = Double(n) / rate
                var value = 0.0
                for partial in hit.partials {
                    value += partial.amplitude * exp(-t / partial.decay) * sin(2 * Double.pi * partial.frequency * t)
                }
                if let noise = hit.noise {
                    // xorshift32: the same numbers on every machine.
                    state ^= state << 13; state ^= state >> 17; state ^= state << 5
                    let white = Double(state) / Double(UInt32.max) * 2 - 1
                    filtered = noise.smoothing * filtered + (1 - noise.smoothing) * white
                    value += noise.amplitude * exp(-t / noise.decay) * filtered
                }
                sum[start + n] += value * min(1, t / Self.attack)
            }
        }
        let fadeCount = Int(Self.fade * rate)
        for n in max(0, count - fadeCount)..<count { sum[n] *= Double(count - n) / Double(fadeCount) }
        var largest = sum.reduce(0) { max($0, abs($1)) }
        guard largest > 0 else { return [Int16](repeating: 0, count: count) }
        if drive > 0 {
            sum = sum.map { tanh(drive * $0 / largest) }
            largest = sum.reduce(0) { max($0, abs($1)) }
        }
        let scale = peak * Double(Int16.max) / largest
        return sum.map { Int16(($0 * scale).rounded()) }
    }
}
