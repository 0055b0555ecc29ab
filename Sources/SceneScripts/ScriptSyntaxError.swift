import ChessMotionSupport
import ChessCore
import ChessScenes

/// A script that cannot be read as written, with the place to fix it.
public struct ScriptSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: TextLocation
    public var problem: ScriptSyntaxProblem

    public init(_ problem: ScriptSyntaxProblem, at location: TextLocation) {
        self.problem = problem
        self.location = location
    }

    public var description: String { "\(location.lineColumn): \(problem)" }
}

/// What is wrong with a line of a script. Cases carry the text found so that a message can quote
/// it; the location travels beside it in `ScriptSyntaxError`.
public enum ScriptSyntaxProblem: Sendable, Equatable, CustomStringConvertible {
    case unknownKey(String, suggestion: String?)
    case duplicateKey(ScriptKey, firstAt: TextLocation)
    case missingKey(ScriptKey)
    case missingMoves
    case missingValue(ScriptKey)
    /// `what` names the value in words: "the duration", "a caption's size".
    case expectedNumber(found: String, what: String)
    case negativeNumber(found: String, what: String)
    case numberOutOfRange(found: String, what: String, allowed: String)
    case expectedSpan(found: String)
    case backwardsSpan(start: Double, end: Double)
    case expectedQuotedText(found: String)
    case unterminatedText
    case unknownEscape(Character)
    case invalidChoice(ScriptKey, found: String, choices: [String])
    case invalidName(ScriptKey, found: String)
    case unexpectedText(String)
    /// A second move on a line of a timed list.
    case oneMovePerLine(String)
    case invalidFEN(FENError)
    /// A line that is neither `key: value` nor inside a `moves:` or `pgn:` block.
    case expectedStatement(found: String)
    case invalidSquare(String)
    case invalidPromotion(String)
    case expectedMove
    case expectedSpacing(found: String)
    case pgnNeedsSpacing
    case emptyMoveList(ScriptKey)
    case conflictingMoveSources(firstAt: TextLocation)
    /// An instant written in a list that is spaced with `from ... every ...`.
    case instantInSpacedList(String)
    /// A word of a spaced list that movetext has no place for: a variation, a tag, a stray sign.
    case notInMoveList(String)
    case expectedBoardPlacement(found: String)
    case expectedCaptionOption(found: String)
    /// An `arrow:`, `circle:` or `fill:` line without `at SECONDS` after its squares.
    case markNeedsInstant(ScriptKey, found: String)
    /// `colour` with no name after it.
    case missingMarkColour(ScriptKey)
    /// Something other than `until SECONDS` or `colour NAME` after a mark's instant.
    case expectedMarkOption(found: String)
    /// `rivals:` or `pick:` in a script without `intro:`.
    case needsIntro(ScriptKey)
    /// An `intro:` script without one of the keys an intro needs.
    case introNeedsKey(ScriptKey)
    /// A key an intro has no use for (its layout places the board; it draws no captions).
    case notForIntro(ScriptKey)
    /// `moves: from auto` in a script without `intro:`, where no board rises.
    case autoStartNeedsIntro
    case rivalCount(Int)
    case duplicateRival(String, firstAt: TextLocation)
    case invalidBotID(String)
    case expectedPick(found: String)
    case pickNotARival(String, rivals: [String])
    case duplicateTranslation(String)
    case expectedStringKey(found: String)

    /// A stable identifier for tools reading `--json`.
    public var code: String {
        switch self {
        case .unknownKey: "unknown-key"
        case .duplicateKey: "duplicate-key"
        case .missingKey: "missing-key"
        case .missingMoves: "missing-moves"
        case .missingValue: "missing-value"
        case .expectedNumber: "expected-number"
        case .negativeNumber: "negative-number"
        case .numberOutOfRange: "number-out-of-range"
        case .expectedSpan: "expected-span"
        case .backwardsSpan: "backwards-span"
        case .expectedQuotedText: "expected-quoted-text"
        case .unterminatedText: "unterminated-text"
        case .unknownEscape: "unknown-escape"
        case .invalidChoice: "invalid-choice"
        case .invalidName: "invalid-name"
        case .unexpectedText: "unexpected-text"
        case .oneMovePerLine: "one-move-per-line"
        case .invalidFEN: "invalid-fen"
        case .expectedStatement: "expected-statement"
        case .invalidSquare: "invalid-square"
        case .invalidPromotion: "invalid-promotion"
        case .expectedMove: "expected-move"
        case .expectedSpacing: "expected-spacing"
        case .pgnNeedsSpacing: "pgn-needs-spacing"
        case .emptyMoveList: "empty-move-list"
        case .conflictingMoveSources: "conflicting-move-sources"
        case .instantInSpacedList: "instant-in-spaced-list"
        case .notInMoveList: "not-in-move-list"
        case .expectedBoardPlacement: "expected-board-placement"
        case .expectedCaptionOption: "expected-caption-option"
        case .markNeedsInstant: "mark-needs-instant"
        case .missingMarkColour: "missing-mark-colour"
        case .expectedMarkOption: "expected-mark-option"
        case .needsIntro: "needs-intro"
        case .introNeedsKey: "intro-needs-key"
        case .notForIntro: "not-for-intro"
        case .autoStartNeedsIntro: "auto-start-needs-intro"
        case .rivalCount: "rival-count"
        case .duplicateRival: "duplicate-rival"
        case .invalidBotID: "invalid-bot-id"
        case .expectedPick: "expected-pick"
        case .pickNotARival: "pick-not-a-rival"
        case .duplicateTranslation: "duplicate-translation"
        case .expectedStringKey: "expected-string-key"
        }
    }

    public var description: String {
        switch self {
        case let .unknownKey(key, suggestion):
            "unknown key '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" }
                ?? "; the keys are: \(ScriptKey.allCases.map(\.rawValue).joined(separator: ", "))")
        case let .duplicateKey(key, first):
            "'\(key)' is already set at line \(first.line); a script sets it once"
        case let .missingKey(key):
            "the script has no '\(key):' line; every script needs \(ScriptKey.required.map { "'\($0):'" }.joined(separator: ", "))"
        case .missingMoves:
            "the script has no moves: add a 'moves:' block (or 'pgn: from SECONDS every SECONDS' with movetext)"
        case let .missingValue(key):
            "'\(key):' needs a value"
        case let .expectedNumber(found, what):
            "expected a number for \(what), found '\(found)'"
        case let .negativeNumber(found, what):
            "\(what) cannot be negative, found '\(found)'"
        case let .numberOutOfRange(found, what, allowed):
            "\(what) \(found) is out of range: \(allowed)"
        case let .expectedSpan(found):
            "expected a span of seconds such as '1.0-2.5', found '\(found)'"
        case let .backwardsSpan(start, end):
            "the span \(start.trimmed)-\(end.trimmed) ends before it starts"
        case let .expectedQuotedText(found):
            "expected the caption's text in double quotes, found '\(found)'"
        case .unterminatedText:
            "the text has no closing '\"'"
        case let .unknownEscape(character):
            "unknown escape '\\\(character)' in text; write \\\" for a quote and \\\\ for a backslash"
        case let .invalidChoice(key, found, choices):
            "'\(key):' takes \(choices.map { "'\($0)'" }.joined(separator: " or ")), not '\(found)'"
        case let .invalidName(key, found):
            "'\(found)' is not a \(key == .pieces ? "piece set" : "\(key)") name: a name is a single word without '/' or a leading '.'"
        case let .unexpectedText(text):
            "unexpected '\(text)' at the end of the line"
        case let .oneMovePerLine(text):
            "unexpected '\(text)' after the move: a timed list has one move per line (SAN, or two squares)"
        case let .invalidFEN(error):
            "invalid start position: \(error)"
        case let .expectedStatement(found):
            "expected 'key: value', found '\(found)'; moves go inside a 'moves:' block"
        case let .invalidSquare(text):
            "'\(text)' is not a square: squares are a file a-h then a rank 1-8, such as e4"
        case let .invalidPromotion(text):
            "'\(text)' is not a promotion: write '=' and one of Q, R, B, N after the square, such as e8=Q"
        case .expectedMove:
            "expected a move after the instant, in SAN (Nf3) or as squares (g1 f3)"
        case let .expectedSpacing(found):
            "expected 'from SECONDS every SECONDS', found '\(found)'"
        case .pgnNeedsSpacing:
            "PGN movetext has no instants: write 'pgn: from SECONDS every SECONDS'"
        case let .emptyMoveList(key):
            "the '\(key):' block has no moves"
        case let .conflictingMoveSources(first):
            "the script already has its moves at line \(first.line); use one 'moves:' or 'pgn:' block"
        case let .instantInSpacedList(text):
            "'\(text)' looks like an instant, but this list is spaced with 'from ... every ...': write the moves alone, or drop the spacing and give each move its instant"
        case let .notInMoveList(text):
            "'\(text)' is not a move: a spaced list holds moves, move numbers, comments and NAGs, one line of play without variations"
        case let .expectedBoardPlacement(found):
            "expected 'centred [side N]' or 'at X Y [side N]', found '\(found)'"
        case let .expectedCaptionOption(found):
            "expected 'at X Y', 'size N', 'align start|center|end' or a translation such as 'es \"...\"' after the caption's text, found '\(found)'"
        case let .markNeedsInstant(key, found):
            "expected 'at SECONDS' after the \(key)'s \(key == .arrow ? "squares, as in 'arrow: e2e4 at 2.0'" : "square, as in '\(key): d5 at 2.0'"), found '\(found)'"
        case let .missingMarkColour(key):
            "expected a colour after 'colour' on the \(key) line: green, red, blue, yellow, a theme colour or #RRGGBB"
        case let .expectedMarkOption(found):
            "expected 'until SECONDS' or 'colour NAME' after the mark's instant, found '\(found)'"
        case let .needsIntro(key):
            "'\(key):' is only read by a bot intro: add 'intro: bots'"
        case let .introNeedsKey(key):
            "a bot intro needs '\(key):' (\(key == .rivals ? "the bots in card order, such as 'rivals: pip sofia viktor'" : "who is picked and when, such as 'pick: sofia at 1.35'"))"
        case let .notForIntro(key):
            key == .caption
                ? "a bot intro draws no captions: its headline and title come from the strings files"
                : ScriptKey.marks.contains(key)
                ? "a bot intro draws no marks on its board; remove '\(key):'"
                : "a bot intro places its board itself, by posture; remove '\(key):'"
        case .autoStartNeedsIntro:
            "'from auto' starts the moves once a bot intro's board has risen; a board script gives the first instant: 'from SECONDS'"
        case let .rivalCount(count):
            "a bot intro shows 1 to \(BotsIntroPlan.maximumRivals) rivals, not \(count)"
        case let .duplicateRival(id, first):
            "'\(id)' is already a rival (column \(first.column)); each bot stands in the row once"
        case let .invalidBotID(text):
            "'\(text)' is not a bot id: ids are lower-case letters, digits and '-', as in Bots/bots.json"
        case let .expectedPick(found):
            "expected 'ID at SECONDS', such as 'sofia at 1.35', found '\(found)'"
        case let .pickNotARival(id, rivals):
            "the picked bot '\(id)' is not one of the rivals (\(rivals.joined(separator: ", ")))"
        case let .duplicateTranslation(locale):
            "the caption already has a '\(locale)' text"
        case let .expectedStringKey(found):
            "expected a string key such as 'bots.headline' after 'key', found '\(found)'"
        }
    }
}
