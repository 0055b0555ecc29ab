import FoundationEssentials
import Glibc

/// A clip's sound: sounds of a set placed at sample instants, mixed and levelled. Any range of
/// samples is computed on its own, from integers (each sample the sum of the sounds under it,
/// times one gain), so a segment or a shard of a render gives exactly the samples the whole
/// render has there.
///
/// The gain brings the whole clip's integrated loudness (`Loudness`) to `targetLoudness`, unless
/// that would push a sample past `peakCeiling`; it is measured over the whole clip, not over the
/// range asked for, so it is the same for every part.
package struct SoundTrack: Sendable {
    /// One sound of the set, starting at a sample of the whole clip.
    package struct Placement: Sendable, Hashable {
        package var start: Int
        package var sound: String

        package init(start: Int, sound: String) {
            self.start = start
            self.sound = sound
        }
    }

    /// Streaming services' level for speech and effects (Apple, Spotify's "loud" aside): -16 LUFS.
    package static let targetLoudness = -16.0
    /// No sample above -3 dBFS before encoding: AAC and Opus ring past a transient by up to a
    /// decibel or so, and a decoded sample must not clip.
    package static let peakCeiling = 0.708

    package let placements: [Placement]
    package let set: SoundSet
    /// Samples in the whole clip.
    package let length: Int
    /// The factor every mixed sample is multiplied by.
    package let gain: Double
    /// The whole clip's loudness before the gain, LUFS (-infinity when silent).
    package let measuredLoudness: Double

    /// Sounds the set lacks are dropped: they would be silent.
    package init(placements: [Placement], set: SoundSet, length: Int) {
        let placements = placements.filter { set.sounds[$0.sound] != nil && $0.start < length }
            .sorted { ($0.start, $0.sound) < ($1.start, $1.sound) }
        self.placements = placements
        self.set = set
        self.length = max(0, length)
        // Measured over the stretch that sounds, from the 100 ms quarter it starts in: the
        // silence around it adds no energy to any block (and blocks of it are gated out), so the
        // reading is the whole clip's, without mixing an hour's held still frame.
        let quarter = SoundSet.sampleRate / 10
        let first = (placements.first?.start ?? 0) / quarter * quarter
        let last = placements.map { $0.start + (set.sounds[$0.sound]?.count ?? 0) }.max() ?? 0
        let span = min(first, self.length)..<min(self.length, last + 5 * quarter)
        let sounding = Self.mix(placements, set: set, range: span)
        let scale = 1 / Double(Int16.max)
        measuredLoudness = Loudness.integrated(sounding.lazy.map { Double($0) * scale })
        let peak = Double(sounding.reduce(0) { max($0, abs($1)) }) * scale
        var gain = measuredLoudness.isFinite ? pow10((Self.targetLoudness - measuredLoudness) / 20) : 1
        if peak > 0 { gain = min(gain, Self.peakCeiling / peak) }
        self.gain = gain
    }

    /// The levelled samples of `range` (samples of the whole clip; past its end is silence).
    package func pcm(_ range: Range<Int>) -> [Int16] {
        Self.mix(placements, set: set, range: range).map { sum in
            Int16(max(-Double(Int16.max), min(Double(Int16.max), (Double(sum) * gain).rounded())))
        }
    }

    /// Each sample of `range`: the integer sum of the sounds sounding there.
    static func mix(_ placements: [Placement], set: SoundSet, range: Range<Int>) -> [Int] {
        var out = [Int](repeating: 0, count: range.count)
        for placement in placements {
            guard let sound = set.sounds[placement.sound] else { continue }
            let from = max(range.lowerBound, placement.start), to = min(range.upperBound, placement.start + sound.count)
            guard from < to else { continue }
            for n in from..<to { out[n - range.lowerBound] += Int(sound[n - placement.start]) }
        }
        return out
    }
}

private func pow10(_ x: Double) -> Double { exp(x * 2.302585092994046) }
