import BoardKit
import ChessMotionSupport
import ChessCore
import ChessMotionSupport
import MotionKit

/// Everything the validator can find wrong with a scene, each with the facts it was found with.
/// Whether it is an error or a warning is a property of the problem, so no caller can disagree.
public enum SceneProblem: Sendable, Equatable, CustomStringConvertible {
    case syntax(ScriptSyntaxProblem)
    case illegalMove(Ply, MoveRejection)
    case pgn(PGNError)
    case pgnGameCount(Int)
    /// The script's `start:` and the pgn block's `FEN` tag name different positions.
    case startContradictsFEN(start: String, fen: String)
    case invalidInstant(Ply, instant: Double)
    case instantsNotIncreasing(Ply, instant: Double, previous: Ply, previousInstant: Double)
    case instantOutsideDuration(Ply, instant: Double, duration: Double)
    /// Warning: the move starts before the previous move's spring has settled.
    case movesTooClose(Ply, gap: Double, needed: Double, previous: Ply)
    /// Warning: the move starts once the scene is already fading out.
    case moveDuringFadeOut(Ply, instant: Double, fadeOut: TimeSpan)
    case stillOutsideDuration(still: Double, duration: Double)
    case stillBeforeSettled(still: Double, settled: Double, last: Ply)
    case stillDuringFade(still: Double, fade: TimeSpan, fadingIn: Bool, opacity: Double)
    case fadeOutlastsDuration(fade: TimeSpan, duration: Double, fadingIn: Bool)
    case fadesOverlap(fadeIn: TimeSpan, fadeOut: TimeSpan)
    case captionOutsideDuration(index: Int, text: String, span: TimeSpan, duration: Double)
    case captionOutsideBox(index: Int, text: String, frame: Rect, box: Size)
    case boardOutsideBox(frame: Rect, box: Size)
    case unknownTheme(String, known: [String])
    case unknownPieceSet(String, known: [String])
    /// Note: the value an `auto` key was given, and from what.
    case derivedTiming(ScriptKey, value: String, basis: String)
    /// An intro names a bot the roster does not hold.
    case unknownBot(String, known: [String])
    /// The pick comes before the last card has risen in.
    case pickTooEarly(at: Double, cardsSettled: Double)
    /// Warning: a move starts before the intro's board has risen.
    case moveBeforeBoard(Ply, instant: Double, ready: Double)
    /// Warning: a card had to shrink or wrap a bot's word to fit.
    case botTextSqueezed(bot: String, part: String, text: String, locale: String, lines: Int, scale: Double)
    /// A caption names a key no strings file holds.
    case unknownStringKey(String, suggestion: String?)
    /// An `arrow:`, `circle:` or `fill:` whose squares are not on the board (or not as many as
    /// it needs).
    case markOffBoard(ScriptKey, squares: String)
    /// A mark that appears or goes outside the scene.
    case markOutsideDuration(ScriptKey, instant: Double, duration: Double)
    /// A mark that goes before it appears.
    case markEndsBeforeItAppears(ScriptKey, appears: Double, disappears: Double)
    /// A mark's colour is none the board knows.
    case markUnknownColour(ScriptKey, name: String)

    /// Errors make a scene invalid; warnings do not; notes report what the validator derived.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    public var severity: Severity {
        switch self {
        case .movesTooClose, .moveDuringFadeOut, .moveBeforeBoard, .botTextSqueezed: .warning
        case .derivedTiming: .note
        default: .error
        }
    }

    /// A stable identifier for tools reading `--json`.
    public var code: String {
        switch self {
        case let .syntax(problem): problem.code
        case .illegalMove: "illegal-move"
        case .pgn: "pgn"
        case .pgnGameCount: "pgn-game-count"
        case .startContradictsFEN: "start-contradicts-fen"
        case .invalidInstant: "invalid-instant"
        case .instantsNotIncreasing: "instants-not-increasing"
        case .instantOutsideDuration: "instant-outside-duration"
        case .movesTooClose: "moves-too-close"
        case .moveDuringFadeOut: "move-during-fade-out"
        case .stillOutsideDuration: "still-outside-duration"
        case .stillBeforeSettled: "still-before-settled"
        case .stillDuringFade: "still-during-fade"
        case .fadeOutlastsDuration: "fade-outlasts-duration"
        case .fadesOverlap: "fades-overlap"
        case .captionOutsideDuration: "caption-outside-duration"
        case .captionOutsideBox: "caption-outside-box"
        case .boardOutsideBox: "board-outside-box"
        case .unknownTheme: "unknown-theme"
        case .unknownPieceSet: "unknown-piece-set"
        case .derivedTiming: "derived-timing"
        case .unknownBot: "unknown-bot"
        case .pickTooEarly: "pick-too-early"
        case .moveBeforeBoard: "move-before-board"
        case .botTextSqueezed: "bot-text-squeezed"
        case .unknownStringKey: "unknown-string-key"
        case .markOffBoard: "mark-off-board"
        case .markOutsideDuration: "mark-outside-duration"
        case .markEndsBeforeItAppears: "mark-ends-before-it-appears"
        case .markUnknownColour: "mark-unknown-colour"
        }
    }

    public var description: String {
        switch self {
        case let .syntax(problem):
            problem.description
        case let .illegalMove(ply, reason):
            "\(ply) is illegal: \(reason)"
        case let .pgn(error):
            Self.pgnMessage(error)
        case let .pgnGameCount(count):
            "the pgn block holds \(count) games; a scene plays one"
        case let .startContradictsFEN(start, fen):
            "start: \(start) contradicts the pgn block's FEN tag \(fen); give the position once, or the same in both"
        case let .invalidInstant(ply, instant):
            "\(ply) has no usable instant (\(instant))"
        case let .instantsNotIncreasing(ply, instant, previous, previousInstant):
            "\(ply) at \(instant.trimmed) s does not come after \(previous) at \(previousInstant.trimmed) s: instants must strictly increase"
        case let .instantOutsideDuration(ply, instant, duration):
            "\(ply) at \(instant.trimmed) s is outside the scene, which lasts \(duration.trimmed) s"
        case let .movesTooClose(ply, gap, needed, previous):
            "\(ply) starts \(gap.trimmed) s after \(previous), whose move needs \(needed.trimmed) s to settle; leave at least \(needed.trimmed) s between them"
        case let .moveDuringFadeOut(ply, instant, fade):
            "\(ply) at \(instant.trimmed) s starts while the scene fades out (\(fade)); it will hardly be seen"
        case let .stillOutsideDuration(still, duration):
            "the still time \(still.trimmed) s is outside the scene, which lasts \(duration.trimmed) s"
        case let .stillBeforeSettled(still, settled, last):
            "the still time \(still.trimmed) s comes before the last move, \(last), has settled at \(settled.trimmed) s; the still frame would catch it moving"
        case let .stillDuringFade(still, fade, fadingIn, opacity):
            "the still time \(still.trimmed) s is inside the fade-\(fadingIn ? "in" : "out") (\(fade)); the still frame would be drawn at \(opacity.isFinite ? Int((opacity * 100).rounded()) : 0)% opacity"
        case let .fadeOutlastsDuration(fade, duration, fadingIn):
            fadingIn
                ? "the fade-in \(fade) ends after the scene's duration, \(duration.trimmed) s"
                : "the scene has not faded out by its end: the fade-out \(fade) ends after the duration, \(duration.trimmed) s, so the loop would jump"
        case let .fadesOverlap(fadeIn, fadeOut):
            "the fade-out \(fadeOut) starts before the fade-in \(fadeIn) has finished"
        case let .captionOutsideDuration(_, text, span, duration):
            "the caption \"\(text)\" shows \(span), outside the scene, which lasts \(duration.trimmed) s"
        case let .captionOutsideBox(_, text, frame, box):
            "the caption \"\(text)\" is \(frame.width.boxTrimmed) wide and spans \(Self.extent(frame)), outside the \(box.width.boxTrimmed) x \(box.height.boxTrimmed) box"
        case let .boardOutsideBox(frame, box):
            "the board spans \(Self.extent(frame)), outside the \(box.width.boxTrimmed) x \(box.height.boxTrimmed) box"
        case let .unknownTheme(name, known):
            "unknown board theme '\(name)'; the themes are: \(known.joined(separator: ", "))"
        case let .unknownPieceSet(name, known):
            "unknown piece set '\(name)'; the sets are: \(known.joined(separator: ", "))"
        case let .derivedTiming(key, value, basis):
            "\(key) is derived as \(value): \(basis)"
        case let .unknownBot(id, known):
            "no bot has the id '\(id)'"
                + (NameSuggestion.closest(to: id, among: known).map { "; did you mean '\($0)'?" } ?? "")
                + " The bots are: \(known.joined(separator: ", "))"
        case let .pickTooEarly(at, settled):
            "the pick at \(at.trimmed) s comes before the last card has risen in, at \(settled.trimmed) s; the tap would land on a card in flight"
        case let .moveBeforeBoard(ply, instant, ready):
            "\(ply) at \(instant.trimmed) s starts before the board has risen, at \(ready.trimmed) s ('moves: from auto' starts then)"
        case let .botTextSqueezed(bot, part, text, locale, lines, scale):
            "\(bot)'s \(part) \"\(text)\" is too long for the card in '\(locale)': drawn "
                + (lines > 1 ? "on \(lines) lines" : "on one line")
                + (scale < 1 ? " at \(Int((scale * 100).rounded(.down)))% of its size" : "")
        case let .unknownStringKey(key, suggestion):
            "no strings file has the key '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .markOffBoard(key, squares):
            key == .arrow
                ? "the arrow '\(squares)' is not two squares of the board, from a1 to h8, such as e2e4"
                : "the \(key) '\(squares)' is not a square of the board, from a1 to h8"
        case let .markOutsideDuration(key, instant, duration):
            "the \(key) at \(instant.trimmed) s is outside the scene, which lasts \(duration.trimmed) s"
        case let .markEndsBeforeItAppears(key, appears, disappears):
            "the \(key) goes at \(disappears.trimmed) s, not after it appears at \(appears.trimmed) s"
        case let .markUnknownColour(key, name):
            "the \(key)'s colour '\(name)' is unknown; use \(AnnotationColor.namesHelp)"
        }
    }

    /// "x 10...350, y 254.4...269.6": where something lies, to a tenth of a box unit.
    static func extent(_ frame: Rect) -> String {
        "x \(frame.minX.boxTrimmed)...\(frame.maxX.boxTrimmed), y \(frame.minY.boxTrimmed)...\(frame.maxY.boxTrimmed)"
    }

    /// PGN errors without their "line L, column C:" prefix, which the diagnostic's location gives.
    static func pgnMessage(_ error: PGNError) -> String {
        let full = error.description
        let prefix = "\(error.location): "
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}

extension Double {
    /// Box units to a tenth, which is as fine as anyone placing a caption cares about.
    var boxTrimmed: String { trimmed(decimals: 1) }
}
