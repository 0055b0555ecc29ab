import ChessCore
import ChessMotion
import ChessMotionSupport
import ChessScenes

/// The options of a PGN file given as SCENE: which game, its timing, its orientation and its
/// captions. Declared once here for still, render, sheet and preview.
enum GameOptions {
    static let game = Option("--game", value: "N", kind: .integer(GameChoice.numbers),
                             help: "for a PGN file: the game to draw (from 1)", default: .text("1"))
    static let plies = Option("--plies", value: "FIRST-LAST", kind: .text,
                              help: "for a PGN file: only these plies (from 1; 12-30, or 12- to the end), starting from the position before the first")
    static let every = Option("--every", value: "SECONDS|real", kind: .text,
                              help: "for a PGN file: time between moves, or real: the players' own move times (%clk, %emt) at a brisk pace, as lichess's GIFs",
                              default: .text(GameTiming.defaultEvery.trimmed + " (lichess's 0.5 s plus our spring's arrival)"))
    static let duration = Option("--duration", value: "SECONDS", kind: .number(GameChoice.durationRange),
                                 help: "for a PGN file: space the moves as the players' %clk times did, the game lasting about this long")
    static let flip = Option.flag("--flip", help: "for a PGN file: Black at the bottom")
    static let asPlayer = Option("--as", value: "NAME", kind: .text,
                                 help: "for a PGN file: draw from this player's side (part of the White or Black tag)")
    static let comments = Option.flag("--comments", help: "for a PGN file: show the game's comments as captions")

    static let noAnnotations = AnnotationOptions.noAnnotations
    static let noCheck = AnnotationOptions.noCheck.with(help: "for a PGN file: leave a king in check unmarked")

    static let group = OptionGroup("A game from a PGN file", [game, plies, every, duration, flip, asPlayer, comments, noAnnotations, noCheck])
    /// For `sheet`, whose own --every spaces its frames.
    static let groupWithoutEvery = OptionGroup("A game from a PGN file", [game, plies, duration, flip, asPlayer, comments, noAnnotations, noCheck])

    /// `--every` read and checked by the library's one reader: "real", or seconds within
    /// `GameChoice.everyRange`.
    static func every(_ arguments: ParsedArguments) throws(UsageError) -> GameChoice.Every? {
        guard let text = arguments.text(every) else { return nil }
        do throws(GameChoice.EveryError) { return try GameChoice.every(text) } catch {
            switch error {
            case .notANumber: throw .notANumber(option: every.name, value: text)
            case .outOfRange:
                throw .outOfRange(option: every.name, value: text,
                                  allowed: "\(GameChoice.everyRange.lowerBound.trimmed) to \(GameChoice.everyRange.upperBound.trimmed), or real")
            }
        }
    }

    /// `--plies` read: "12-30" or "12-".
    static func plies(_ arguments: ParsedArguments) throws(UsageError) -> PlyRange? {
        guard let text = arguments.text(plies) else { return nil }
        guard let range = PlyRange(text) else {
            throw .malformedValue(option: plies.name, value: text,
                                  reason: "expected FIRST-LAST plies counted from 1 (12-30), or FIRST- to the end (12-)")
        }
        return range
    }

    /// `readsEvery` is false where --every means something else (sheet's frame spacing).
    static func choice(_ arguments: ParsedArguments, readsEvery: Bool = true) throws(UsageError) -> GameChoice {
        if readsEvery, arguments.isPresent(every), arguments.isPresent(duration) {
            throw .conflictingOptions(every.name, duration.name)
        }
        var timing: GameTiming? = arguments.number(duration).map { .clocks(duration: $0) }
        if readsEvery, let every = try Self.every(arguments) { timing = every.timing }
        return GameChoice(number: arguments.integer(game) ?? 1, plies: try Self.plies(arguments), timing: timing, flip: arguments.flag(flip),
                          asPlayer: arguments.text(asPlayer), showsComments: arguments.flag(comments),
                          showsAnnotations: !arguments.flag(noAnnotations), showsCheck: !arguments.flag(noCheck))
    }
}
