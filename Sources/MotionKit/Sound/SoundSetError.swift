/// Why a sound set cannot be used.
package enum SoundSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No folder of that name on the asset search path.
    case unknownSet(String, known: [String])
    /// A file is not 16-bit PCM WAV.
    case notWAV(path: String, reason: String)
    /// A file's rate is not the track's.
    case sampleRate(path: String, rate: Int, expected: Int)
    case unreadable(path: String, reason: String)

    package var description: String {
        switch self {
        case .unknownSet(let name, let known):
            "no sound set named '\(name)'" + (known.isEmpty ? "" : "; sets: \(known.joined(separator: ", "))")
        case .notWAV(let path, let reason): "\(path) is not a sound set's WAV file: \(reason)"
        case .sampleRate(let path, let rate, let expected): "\(path) is sampled at \(rate) Hz; sound sets are \(expected) Hz"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
