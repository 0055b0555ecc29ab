import ChessMotionSupport
import MotionKit

/// The recipes of the `standard` sound set (`SoundSets/standard/`), the project's own sounds:
/// struck wood for the pieces, small bells for the beats, every one synthesised (`SynthVoice`).
/// `chess-motion sounds --generate FOLDER` writes them; a test holds the shipped files to what
/// these recipes make, so changing a recipe means regenerating the set.
package enum StandardSoundSet {
    package static let name = AssetDefaults.sound

    /// A piece set down on a wooden board: a body, a brighter edge, the contact's noise. The
    /// body rings a while: a sound's loudness is its energy, and a longer one reaches -16 LUFS
    /// with lower peaks (`SoundTrack.peakCeiling`).
    static func knock(_ pitch: Double, delay: Double = 0, body: Double = 0.2) -> SynthVoice.Hit {
        SynthVoice.Hit(delay: delay, [.init(pitch, 1, decay: body), .init(pitch * 2.63, 0.3, decay: body * 0.6),
                                      .init(pitch * 5.4, 0.1, decay: body * 0.3)],
                       noise: .init(0.15, decay: 0.003, smoothing: 0.3))
    }

    /// A small bell: a fundamental and two inharmonic partials that fade sooner.
    static func bell(_ pitch: Double, delay: Double = 0, ring: Double) -> SynthVoice.Hit {
        SynthVoice.Hit(delay: delay, [.init(pitch, 1, decay: ring), .init(pitch * 2.76, 0.3, decay: ring / 2),
                                      .init(pitch * 5.1, 0.1, decay: ring / 4)])
    }

    /// Every sound's recipe.
    package static func voice(for sound: SceneSound) -> SynthVoice {
        switch sound {
        case .move:
            SynthVoice(hits: [knock(640)], length: 0.75)
        case .capture:
            SynthVoice(hits: [knock(470, body: 0.22),
                              SynthVoice.Hit([], noise: .init(0.25, decay: 0.02, smoothing: 0.2, seed: 0x1234_5678))],
                       length: 0.8)
        case .castle:
            SynthVoice(hits: [knock(600, body: 0.16), knock(700, delay: 0.11, body: 0.16)], length: 0.8)
        case .check:
            SynthVoice(hits: [knock(640), bell(1760, ring: 0.25)], length: 0.8)
        case .end:
            SynthVoice(hits: [bell(784, ring: 0.5), bell(1047, delay: 0.16, ring: 0.55)], length: 1.8)
        case .coin:
            SynthVoice(hits: [bell(2093, ring: 0.12)], length: 0.45)
        case .badge:
            SynthVoice(hits: [bell(523, ring: 0.8), bell(659, ring: 0.8), bell(784, ring: 0.8), bell(1047, delay: 0.05, ring: 0.7)],
                       length: 2.2)
        case .tap:
            SynthVoice(hits: [SynthVoice.Hit([.init(1500, 1, decay: 0.08), .init(3200, 0.3, decay: 0.04)],
                                             noise: .init(0.15, decay: 0.003, smoothing: 0.1))], length: 0.35)
        case .clockPress:
            SynthVoice(hits: [SynthVoice.Hit([.init(950, 1, decay: 0.07)], noise: .init(0.2, decay: 0.006, smoothing: 0.2)),
                              SynthVoice.Hit(delay: 0.045, [.init(620, 0.7, decay: 0.08)])], length: 0.45)
        case .flag:
            SynthVoice(hits: [SynthVoice.Hit([.init(330, 1, decay: 0.35), .init(415, 0.6, decay: 0.3)])], length: 1.2)
        }
    }

    /// Each file of the set: `NAME.wav` and its bytes.
    package static var files: [(name: String, bytes: [UInt8])] {
        SceneSound.allCases.map { sound in
            (sound.rawValue + "." + SoundSet.fileExtension,
             WAVFile.bytes(samples: voice(for: sound).samples(sampleRate: SoundSet.sampleRate), sampleRate: SoundSet.sampleRate))
        }
    }
}
