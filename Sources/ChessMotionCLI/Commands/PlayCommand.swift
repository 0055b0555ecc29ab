import ChessCore

struct PlayCommand: Command {
    static let name = "play"
    static let summary = "Play moves (SAN or UCI) from a position, printing each ply and the result."
    static let usage = ["play FEN|startpos MOVE... [--strict] [--chess960]"]
    static let discussion = """
    Applies the moves in order. For each ply it prints a line `SAN UCI FEN-after`, then a
    final status line (ongoing with the side to move, checkmate, stalemate, or a draw rule).
    Moves may be UCI (e2e4, e7e8q) or SAN; SAN is read leniently (0-0, e8Q, Nf3+ for Nf3 are
    fine) unless --strict is given; --strict also asks for a six-field FEN. The moves are read
    as PGN movetext is, by the same reader as 'board --moves': move numbers ("1.", "1...",
    "1.e4"), comments ({...}), NAGs ($1, !?) and a result ("1-0") are skipped, and "--" (and,
    unless --strict, "Z0", "0000" or "@@@@") is a null move (a pass). An illegal move stops
    with the reason after printing the plies before it. With --chess960 (automatic for
    Chess960 castling rights) castling is O-O/O-O-O in SAN and king-takes-rook in UCI.
    """
    static let arguments = [
        ArgumentHelp("FEN", "the start position, quoted or as its six fields; or startpos"),
        ArgumentHelp("MOVE", "one or more moves; a quoted word may hold several (\"e4 e5 Nf3\")"),
    ]
    static let strict = ChessInput.strict
    static let optionGroups = [OptionGroup("Options", [strict, ChessInput.chess960])]
    static let examples = [
        "play startpos e4 e5 Nf3 Nc6",
        "play startpos 1. e4 e5 2. Nf3",
        "play startpos f2f3 e7e5 g2g4 d8h4",
        #"play "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1" O-O"#,
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let mode: SANParseMode = arguments.flag(strict) ? .strict : .lenient
        let words = arguments.positionals
        guard !words.isEmpty else { throw UsageError.missingArgument("FEN|startpos") }
        let (positionWords, rest) = ChessInput.splitPosition(words)
        var game = Game(startPosition: try ChessInput.position(positionWords, arguments))
        for (index, written) in try ChessInput.moves(in: rest).enumerated() {
            let position = game.position
            let move = try ChessInput.move(written.notation, text: written.text, in: position, sanMode: mode, ply: index + 1)
            let san = position.san(move)
            try game.play(move)
            Console.out("\(san) \(move.uci) \(game.position.fen)")
        }
        Console.out(ChessInput.statusLine(game.status, game.position))
        return 0
    }
}
