import ChessMotion
import ChessMotionSupport
import ChessScenes

/// The options of a PGN file given as SCENE: which game, its timing, its orientation and its
/// captions. Declared once here for still, render, sheet and preview.
enum GameOptions {
    static let game = Option("--game", value: "N", kind: .integer(GameChoice.numbers),
                             help: "for a PGN file: the game to draw (from 1)", default: .text("1"))
    static let every = Option("--every", value: "SECONDS", kind: .number(GameChoice.everyRange),
                              help: "for a PGN file: time between moves", default: .text(GameTiming.defaultEvery.trimmed + " (lichess's 0.5 s plus our spring's arrival)"))
    static let duration = Option("--duration", value: "SECONDS", kind: .number(GameChoice.durationRange),
                                 help: "for a PGN file: space the moves as the players' %clk times did, the game lasting about this long")
    static let flip = Option.flag("--flip", help: "for a PGN file: Black at the bottom")
    static let asPlayer = Option("--as", value: "NAME", kind: .text,
                                 help: "for a PGN file: draw from this player's side (part of the White or Black tag)")
    static let comments = Option.flag("--comments", help: "for a PGN file: show the game's comments as captions")

    static let noAnnotations = AnnotationOptions.noAnnotations
    static let noCheck = AnnotationOptions.noCheck.with(help: "for a PGN file: leave a king in check unmarked")

    static let group = OptionGroup("A game from a PGN file", [game, every, duration, flip, asPlayer, comments, noAnnotations, noCheck])
    /// For `sheet`, whose own --every spaces its frames.
    static let groupWithoutEvery = OptionGroup("A game from a PGN file", [game, duration, flip, asPlayer, comments, noAnnotations, noCheck])

    /// `readsEvery` is false where --every means something else (sheet's frame spacing).
    static func choice(_ arguments: ParsedArguments, readsEvery: Bool = true) throws(UsageError) -> GameChoice {
        let every: Option? = readsEvery ? Self.every : nil
        if let every, arguments.isPresent(every), arguments.isPresent(duration) {
            throw .conflictingOptions(every.name, duration.name)
        }
        let timing: GameTiming? = arguments.number(duration).map { .clocks(duration: $0) }
            ?? every.flatMap { arguments.number($0) }.map { .every($0) }
        return GameChoice(number: arguments.integer(game) ?? 1, timing: timing, flip: arguments.flag(flip),
                          asPlayer: arguments.text(asPlayer), showsComments: arguments.flag(comments),
                          showsAnnotations: !arguments.flag(noAnnotations), showsCheck: !arguments.flag(noCheck))
    }
}
