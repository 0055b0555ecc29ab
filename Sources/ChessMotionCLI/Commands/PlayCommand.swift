import ChessCore

struct PlayCommand: Command {
    static let name = "play"
    static let summary = "Play moves (SAN or UCI) from a position, printing each ply and the result."
    static let help = """
    Usage: chess-motion play FEN|startpos MOVE... [--strict]

    Applies the moves in order. For each ply it prints a line `SAN UCI FEN-after`, then a
    final status line (ongoing with the side to move, checkmate, stalemate, or a draw rule).
    Moves may be UCI (e2e4, e7e8q) or SAN; SAN is read leniently (0-0, e8Q, Nf3+ for Nf3 are
    fine) unless --strict is given. An illegal move stops with the reason after printing the
    plies before it.

    Options:
      --strict     accept only standard SAN

    Examples:
      chess-motion play startpos e4 e5 Nf3 Nc6
      chess-motion play startpos f2f3 e7e5 g2g4 d8h4
      chess-motion play "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1" O-O
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let mode: SANParseMode = arguments.flag("--strict") ? .strict : .lenient
        let words = try arguments.positionals()
        guard !words.isEmpty else { throw UsageError.missingArgument("FEN|startpos") }
        let (positionWords, moves) = ChessInput.splitPosition(words)
        var game = Game(startPosition: try ChessInput.position(positionWords))
        for (index, text) in moves.enumerated() {
            let position = game.position
            let move = try ChessInput.move(text, in: position, sanMode: mode, ply: index + 1)
            let san = position.san(move)
            try game.play(move)
            Console.out("\(san) \(move.uci) \(game.position.fen)")
        }
        Console.out(ChessInput.statusLine(game.status, game.position))
        return 0
    }
}
