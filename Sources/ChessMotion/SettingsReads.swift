import ChessScenes
import MotionKit
import Synchronization

/// The words and palettes of one `ResolvedSettings`, each read from its file once: a render
/// asks for both more than once (the scene, then its renderer; a game GIF's renderer again),
/// and every one of those settings is a `let`, so a copy's answer is the same. A read that
/// fails is not kept, so each use reports why.
final class SettingsReads: Sendable {
    private let words = Mutex<Localizer?>(nil)
    private let palettes = Mutex<PaletteSet?>(nil)

    func words(_ read: () throws -> Localizer) rethrows -> Localizer {
        if let kept = words.withLock({ $0 }) { return kept }
        let made = try read()
        words.withLock { $0 = made }
        return made
    }

    func palettes(_ read: () throws -> PaletteSet) rethrows -> PaletteSet {
        if let kept = palettes.withLock({ $0 }) { return kept }
        let made = try read()
        palettes.withLock { $0 = made }
        return made
    }
}
