import ChessMotionSupport
import ChessScenes
import MotionKit

extension ValidationRun {
    /// `auto` keys given their values from the last move (`AutomaticTiming`), each reported as a
    /// note at its line. A script whose moves cannot be read keeps its provisional values, and
    /// the timing rules that depend on them are not judged.
    mutating func resolveTiming(of script: SceneScript) -> SceneScript {
        guard !script.automatic.isEmpty else { return script }
        let last = moves.indices.last
        let lastInstant = movesAreKnown ? last.map { moves[$0].move.instant } : nil
        if script.automatic.contains(.still), lastInstant?.isFinite != true {
            timingIsKnown = false
            return script
        }
        let resolved = AutomaticTiming.resolve(script, lastMoveAt: lastInstant, motion: motion)
        for (key, value) in AutomaticTiming.derived(resolved) {
            let basis: String = switch key {
            case .still:
                if let last, let lastInstant {
                    "the last move, \(ply(last)), settles at \((lastInstant + motion.settleDuration).trimmed) s; then a rest of \(AutomaticTiming.rest.trimmed) s"
                } else {
                    "after the last move has settled"
                }
            case .fadeOut where !script.automatic.contains(.fadeOut):
                "with the duration derived, the fade-out follows the still: it holds \(AutomaticTiming.hold.trimmed) s, then fades over \(AutomaticTiming.fadeOutLength.trimmed) s"
            case .fadeOut:
                "the still frame holds \(AutomaticTiming.hold.trimmed) s, then the scene fades out over \(AutomaticTiming.fadeOutLength.trimmed) s"
            default:
                "\(AutomaticTiming.tail.trimmed) s after the fade-out ends"
            }
            add(.derivedTiming(key, value: value, basis: basis), at: script.locations[key] ?? script.location(of: .duration))
        }
        return resolved
    }

    /// A bot intro's own rules: its rivals are in the roster, the pick comes once every card
    /// has risen, the moves once the board has, and each card's words fit it in every locale
    /// (a warning names what had to shrink or wrap).
    mutating func checkIntro(_ intro: ScriptIntro, assets: SceneAssetNames?) {
        let settled = BotsIntroPlan.cardsSettled(count: intro.rivals.count)
        if intro.pick.at + Self.slack < settled {
            add(.pickTooEarly(at: intro.pick.at, cardsSettled: settled), at: intro.pick.location)
        }
        let ready = BotsIntroPlan.firstMoveInstant(pickAt: intro.pick.at)
        if movesAreKnown, let first = moves.first, first.move.instant.isFinite, first.move.instant + Self.slack < ready {
            add(.moveBeforeBoard(ply(0), instant: first.move.instant, ready: ready), at: first.location)
        }
        guard let roster = assets?.bots else { return }
        for rival in intro.rivals {
            guard let bot = roster[rival.id] else {
                add(.unknownBot(rival.id, known: roster.bots.map(\.id)), at: rival.location)
                continue
            }
            for words in assets?.words ?? [] {
                for (part, fit) in BotCardText(bot: bot, words: words).adjusted {
                    add(.botTextSqueezed(bot: words.name(of: bot), part: part, text: fit.lines.joined(separator: " "),
                                         locale: words.locale, lines: fit.lines.count, scale: fit.scale), at: rival.location)
                }
            }
        }
    }
}
