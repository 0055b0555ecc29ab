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
    Unless --strict, a FEN of 4 or 5 fields (the counters default to 0 1) and an EPD line are
    read; the EPD operations (bm, am, id, c0...) are printed after the status, one a line.
    Castling letters of Shredder-FEN and X-FEN select Chess960 when the position needs it.
    """
    static let arguments = [ArgumentHelp("FEN", "the position (or an EPD line), quoted as one word or as its fields")]
    static let optionGroups = [OptionGroup("Options", [ChessInput.strict.with(help: "accept only a six-field FEN"),
                                                       ChessInput.chess960])]
    static let examples = [
        #"fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1""#,
        #"fen "8/8/8/8/8/8/8/K6k w - - 0 1""#,
        #"fen "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"Ruy\";""#,
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let words = arguments.positionals
        guard !words.isEmpty else { throw UsageError.missingArgument("FEN") }
        let position = try ChessInput.position(words, arguments)
        Console.out(position.fen)
        Console.out(ChessInput.statusLine(position.status, position))
        if position.isChess960 { Console.out("castling: Chess960") }
        if !arguments.flag(ChessInput.strict), let epd = try? EPD(words.joined(separator: " "), castlingMode: position.castlingMode) {
            for operation in epd.operations { Console.out("\(operation.opcode): \(operation.text)") }
        }
        return 0
    }
}
