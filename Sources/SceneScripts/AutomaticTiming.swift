import ChessMotionSupport
import BoardKit
import FoundationEssentials

/// The rule behind `duration: auto`, `still: auto` and `fade-out: auto`, written once for board
/// scripts and bot intros alike: the still frame comes a short rest after the last move has
/// settled (the validator's own settle rule), the scene holds it, fades out, and ends a tenth
/// of a second after.
package enum AutomaticTiming {
    /// After the last piece has come to rest, before the still frame.
    package static let rest = 0.2
    /// How long the still frame holds before the fade-out starts.
    package static let hold = 0.8
    /// How long the fade-out lasts.
    package static let fadeOutLength = 0.5
    /// The empty frames after the fade-out, as a script's default fade-out leaves.
    package static let tail = 0.1

    /// The still time: the last move's settle instant plus the rest, rounded up to a tenth.
    package static func still(lastMoveAt instant: Double, motion: BoardMotion = .standard) -> Double {
        tenths(up: instant + motion.settleDuration + rest)
    }

    package static func fadeOut(after still: Double) -> TimeSpan {
        let start = tenths(still + hold)
        return TimeSpan(start, tenths(start + fadeOutLength))
    }

    package static func duration(fadingOut fadeOut: TimeSpan) -> Double {
        tenths(fadeOut.end + tail)
    }

    /// `script` with its `auto` keys given values. `lastMoveAt` is the last move's instant; a
    /// script whose moves could not be read keeps its provisional values.
    package static func resolve(_ script: SceneScript, lastMoveAt: Double?, motion: BoardMotion = .standard) -> SceneScript {
        guard !script.automatic.isEmpty else { return script }
        var resolved = script
        if script.automatic.contains(.still) {
            guard let lastMoveAt, lastMoveAt.isFinite else { return script }
            resolved.stillTime = still(lastMoveAt: lastMoveAt, motion: motion)
        }
        // A fade-out left unwritten follows the still when the duration is derived too, since
        // the default one is written against a duration.
        if script.automatic.contains(.fadeOut) || (script.automatic.contains(.duration) && script.locations[.fadeOut] == nil) {
            resolved.fadeOut = fadeOut(after: resolved.stillTime)
        }
        if script.automatic.contains(.duration) {
            resolved.duration = duration(fadingOut: resolved.fadeOut)
        } else if script.locations[.fadeOut] == nil {
            resolved.fadeOut = SceneScript.defaultFadeOut(duration: resolved.duration)
        }
        return resolved
    }

    /// The derived values of `resolved`, by key, as `validate` reports them.
    package static func derived(_ resolved: SceneScript) -> [(key: ScriptKey, value: String)] {
        ScriptKey.automatic.filter { key in
            resolved.automatic.contains(key)
                || (key == .fadeOut && resolved.automatic.contains(.duration) && resolved.locations[.fadeOut] == nil)
        }.map { key in
            switch key {
            case .duration: (key, "\(resolved.duration.trimmed) s")
            case .still: (key, "\(resolved.stillTime.trimmed) s")
            default: (key, "\(resolved.fadeOut)")
            }
        }
    }

    /// To a tenth of a second, so derived values read as a person would write them.
    static func tenths(_ seconds: Double) -> Double { (seconds * 10).rounded() / 10 }
    static func tenths(up seconds: Double) -> Double { (seconds * 10 - 1e-9).rounded(.up) / 10 }
}
