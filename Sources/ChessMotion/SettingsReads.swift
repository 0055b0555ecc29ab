import ChessScenes
import MotionKit
import Synchronization

/// The words and palettes of one `ResolvedSettings`, each read from its file once: a render
/// asks for both more than once (the scene, then its renderer; a game GIF's renderer again),
/// and every one of those settings is a `let`, so a copy's answer is the same.
final class SettingsReads: Sendable {
    let words = ReadOnce<Localizer>()
    let palettes = ReadOnce<PaletteSet>()
}

/// A value read the first time it is asked for and kept. A read that fails is not kept, so
/// each use reports why.
final class ReadOnce<Value: Sendable>: Sendable {
    private let kept = Mutex<Value?>(nil)

    func value(_ read: () throws -> Value) rethrows -> Value {
        if let kept = kept.withLock({ $0 }) { return kept }
        let made = try read()
        kept.withLock { $0 = made }
        return made
    }
}
