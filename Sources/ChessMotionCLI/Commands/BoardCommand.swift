import BoardKit
import ChessCore
import ChessMotion
import ChessMotionSupport
import Foundation
import MotionKit

struct BoardCommand: Command {
    static let name = "board"
    static let summary = "Draw a position, or a moment of moves being played on it, to PNG, SVG or PDF."
    static let usage = [#"board [FEN | startpos] [--moves "e4 e5 Nf3"] [--every SECONDS] [--t SECONDS] [OPTIONS] -o FILE"#]
    static let discussion = """
    Draws a chess board in a board theme with a piece set. With --moves, the moves are played
    one every --every seconds (the first at --every) and the board is drawn at --t: while a
    piece is moving, it is in flight; without --t, once everything has settled. Every move is
    checked: an illegal one is an error naming the move and the reason.
    """
    static let arguments = [ArgumentHelp("FEN", "the start position (quote it: it has spaces); default startpos")]

    static let defaultEvery = 0.8
    static var boardBox: Double { 8 * 40 + 2 * 5 }

    static let moves = Option(
        "--moves", value: "MOVES", kind: .text,
        help: #"moves in SAN ("e4 e5 Nf3", "O-O", "exd6", "e8=Q"), move numbers allowed; UCI ("e2e4") works too"#)
    static let every = Option(
        "--every", value: "SECONDS", kind: .number(0.01...3600), help: "time between moves",
        default: .text(defaultEvery.trimmed))
    static let time = Option(
        "--t", value: "SECONDS", kind: .number(nil), help: "the instant to draw",
        default: .text("after the last move has settled"))
    static let spring = Option(
        "--spring", value: "W", kind: .number(BoardMotion.frequencyRange),
        help: "the pieces' spring frequency; higher is quicker", default: .text(BoardMotion.standard.frequency.trimmed))
    static let flip = Option.flag("--flip", help: "Black at the bottom")
    static let strict = ChessInput.strict.with(help: "accept only a six-field FEN")
    static let coordinates = Option.flag("--coordinates", help: "file letters and rank numbers on the edge squares")

    static let optionGroups = [
        OptionGroup("Options", [moves, every, time, spring, flip, coordinates, strict, ChessInput.chess960, WordsOptions.alt]),
        OptionGroup("Marks", AnnotationOptions.marks + [AnnotationOptions.noCheck]),
        OutputOptions.still,
        // A board has no bots and no device: no --avatars, no --posture.
        RenderingOptions.group([
            RenderingOptions.theme, RenderingOptions.pieces, RenderingOptions.scheme,
            RenderingOptions.reduceMotion.with(help: "ignore --t and draw the settled final position"),
            RenderingOptions.noReduceMotion,
            RenderingOptions.locale.with(help: "the language of the alt text (--alt): en, es, or your own Strings/NAME.json"),
        ] + RenderingOptions.sizeOptions(box: "the board's box (\(Int(boardBox)) x \(Int(boardBox)))",
                                         defaultSize: "\(Int(2 * boardBox)), square")),
    ]

    static let examples = [
        "board -o start.png",
        #"board --moves "e4 e5 Nf3 Nc6 Bb5" --coordinates -o ruy-lopez.png"#,
        #"board --moves "1. e4 e5" --t 1.75 -o e5-in-flight.png"#,
        #"board "8/P7/8/8/8/8/8/k6K w - - 0 1" --moves "a8=N" --theme wood -o knight.svg"#,
        "board --arrow e2e4 --arrow g1f3:red --circle d5 --fill e4:yellow -o plans.png",
        #"board --moves "e4 e5 Nf3" --alt -o alt.png"#,
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let output = try StillOutput(arguments, defaultName: name)
        let resolved = try options.resolve()

        // A FEN typed without quotes arrives as several words; they can only mean one FEN.
        let words = arguments.positionals.isEmpty ? ["startpos"] : arguments.positionals
        let start = try ChessInput.position(words, arguments)
        let interval = arguments.number(every) ?? defaultEvery
        // The same movetext reader as `play` and PGN files: numbers, comments, NAGs, passes.
        let timed = try ChessInput.moves(in: [arguments.text(moves) ?? ""]).enumerated().map { index, written in
            TimedMove(written.notation, at: interval * Double(index + 1))
        }
        let timeline = try BoardTimeline(start: start, moves: timed)

        let motion = BoardMotion(frequency: arguments.number(spring) ?? BoardMotion.standard.frequency)
        let boardOptions = BoardOptions(orientation: arguments.flag(flip) ? .black : .white,
                                        coordinates: arguments.flag(coordinates), motion: motion,
                                        showsCheck: !arguments.flag(AnnotationOptions.noCheck))
        let scene = BoardScene(timeline: timeline, theme: try resolved.loadTheme(), pieces: try resolved.loadPieces(),
                               options: boardOptions, annotations: try AnnotationOptions.annotations(arguments))
        let size = try OutputSize.resolve(box: scene.box, width: options.width,
                                          scale: options.width == nil ? (options.scale ?? 2) : nil)
        // Reduce Motion shows the story's end, as the still command does.
        let t = resolved.stillTime(of: scene, requested: arguments.number(time))
        let plies = timed.count == 1 ? "1 move" : "\(timed.count) moves"
        try output.write(try resolved.renderer(for: scene), at: t, size: size, what: "\(plies) at t = \(t.trimmed) s")
        if arguments.flag(WordsOptions.alt) {
            WordsOptions.printAlt(SceneAltText.text(of: scene, at: t, words: try resolved.loadWords()),
                                  pictureOnStandardOutput: output.destination == .standardOutput(output.format))
        }
        return 0
    }
}
