import BoardKit
import ChessCore
import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionKit

struct BoardCommand: Command {
    static let name = "board"
    static let summary = "Draw a position, or a moment of moves being played on it, to PNG, SVG or PDF."
    static let usage = [#"board [FEN | startpos] [--moves "e4 e5 Nf3"] [--every SECONDS] [--t SECONDS] [OPTIONS] -o FILE"#]
    static let discussion = """
    Draws a chess board in a board theme with a piece set. With --moves, the moves are played
    one every --every seconds (the first at --every) and the board is drawn at --t: while a
    piece is moving, it is in flight; without --t, once everything has settled. Every move is
    checked: an illegal one is an error naming the move and the reason. Without --moves, any
    placement a FEN can hold is drawn as given, as web-boardimage and lila-gif draw it, with
    --last-move lit and --check marked.
    """
    static let arguments = [ArgumentHelp("FEN", "the start position (quote it: it has spaces), or its placement alone (White to move); default startpos")]

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

    static let lastMove = Option(
        "--last-move", value: "UCI", kind: .text,
        help: "the move that led to the position, lit on its two squares, as f4g6 (not with --moves, which light their own)")
    static let check = Option(
        "--check", value: "SQUARE", kind: .text,
        help: "a square marked as in check, as h8, whatever stands there (not with --moves)")

    static let optionGroups = [
        OptionGroup("Options", [moves, every, time, spring, flip, coordinates, strict, ChessInput.chess960, WordsOptions.alt]),
        OptionGroup("Marks", [lastMove, check] + AnnotationOptions.marks + [AnnotationOptions.noCheck]),
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
        "board 5r1k/1b4pp/3pB1N1/p2Pq2Q/PpP5/6PK/8/8 --last-move f4g6 --check h8 --arrow Ge6g8 --arrow Bh7 -o diagram.png",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let output = try StillOutput(arguments, defaultName: name)
        let resolved = try options.resolve()

        // A FEN typed without quotes arrives as several words; they can only mean one FEN.
        let words = arguments.positionals.isEmpty ? ["startpos"] : arguments.positionals
        let start = try ChessInput.board(words, arguments)
        let interval = arguments.number(every) ?? defaultEvery
        // The same movetext reader as `play` and PGN files: numbers, comments, NAGs, passes.
        let timed = try ChessInput.moves(in: [arguments.text(moves) ?? ""]).enumerated().map { index, written in
            TimedMove(written.notation, at: interval * Double(index + 1))
        }
        let (lit, checked) = (try Self.litMove(arguments), try Self.checkedSquare(arguments))
        if checked != nil, arguments.flag(AnnotationOptions.noCheck) { throw UsageError.conflictingOptions(check.name, AnnotationOptions.noCheck.name) }
        let content: BoardScene.Content
        if timed.isEmpty {
            content = .diagram(start.diagram(lastMove: lit, check: checked))
        } else {
            // Played moves light their own last move and mark their own checks.
            if lit != nil { throw UsageError.conflictingOptions(lastMove.name, moves.name) }
            if checked != nil { throw UsageError.conflictingOptions(check.name, moves.name) }
            let position: Position
            do { position = try start.playable() } catch { throw ChessInputError.invalidFEN(words.joined(separator: " "), error) }
            content = .timeline(try BoardTimeline(start: position, moves: timed))
        }

        let motion = BoardMotion(frequency: arguments.number(spring) ?? BoardMotion.standard.frequency)
        let boardOptions = BoardOptions(orientation: arguments.flag(flip) ? .black : .white,
                                        coordinates: arguments.flag(coordinates), motion: motion,
                                        showsCheck: !arguments.flag(AnnotationOptions.noCheck))
        let scene = BoardScene(content, theme: try resolved.loadTheme(), pieces: try resolved.loadPieces(),
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

    /// `--last-move`, read by ChessCore's UCI reader.
    static func litMove(_ arguments: ParsedArguments) throws(UsageError) -> Move? {
        guard let text = arguments.text(lastMove) else { return nil }
        do { return try Move(uci: text) } catch { throw .malformedValue(option: lastMove.name, value: text, reason: "\(error)") }
    }

    /// `--check`, a square's name.
    static func checkedSquare(_ arguments: ParsedArguments) throws(UsageError) -> Square? {
        guard let text = arguments.text(check) else { return nil }
        guard let square = Square(text) else { throw .malformedValue(option: check.name, value: text, reason: "expected a square, as h8") }
        return square
    }
}
