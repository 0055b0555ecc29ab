import ChessCore

struct FenCommand: Command {
    static let name = "fen"
    static let summary = "Check a FEN: print it normalised with the position's status, or why it is invalid."
    static let usage = ["fen FEN"]
    static let discussion = """
    Validates the FEN (syntax, then whether the position can occur: one king a side, no pawns
    on the first or last rank, the side not to move not in check, castling rights with king and
    rook at home, an en passant square a double push could have made). Prints the normalised
    FEN and the status, or the reason it is invalid (exit status 1).

    Normalising writes the en passant square only when an en passant capture is legal.
    """
    static let arguments = [ArgumentHelp("FEN", "the position, quoted as one word or as its six fields")]
    static let optionGroups: [OptionGroup] = []
    static let examples = [
        #"fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1""#,
        #"fen "8/8/8/8/8/8/8/K6k w - - 0 1""#,
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let words = arguments.positionals
        guard !words.isEmpty else { throw UsageError.missingArgument("FEN") }
        let position = try ChessInput.position(words)
        Console.out(position.fen)
        Console.out(ChessInput.statusLine(position.status, position))
        return 0
    }
}
