import ChessCore
import ChessMotionSupport
import FoundationEssentials

struct MovesCommand: Command {
    static let name = "moves"
    static let summary = "List the legal moves of a position, in SAN or UCI."
    static let usage = ["moves FEN|startpos [--uci] [--strict] [--chess960]", "moves - [--uci] [--strict] [--chess960]"]
    static let discussion = """
    Prints the legal moves of the position on one line, separated by spaces (an empty line
    when there are none: checkmate or stalemate). With - it reads one FEN a line from standard
    input and prints one line of moves per FEN; blank lines are skipped. An invalid line is
    reported on stderr with its line number and printed as an empty line, and reading goes
    on; the exit status is then 1. Unless --strict, 4-field FENs and EPD lines are read.
    With --chess960 (or castling rights only Chess960 allows), castling is listed as O-O/O-O-O
    and in UCI as the king taking its rook.
    """
    static let uci = Option.flag("--uci", help: "write moves in UCI long algebraic (e2e4, e7e8q) instead of SAN")
    static let optionGroups = [OptionGroup("Options", [uci, ChessInput.strict.with(help: "accept only six-field FENs"), ChessInput.chess960])]
    static let examples = [
        "moves startpos",
        #"moves "8/P7/8/8/8/8/8/k6K w - - 0 1" --uci"#,
        #"moves - < positions.txt           # one FEN a line"#,
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let uci = arguments.flag(Self.uci)
        let words = arguments.positionals
        guard !words.isEmpty else { throw UsageError.missingArgument("FEN|startpos or -") }
        if words == ["-"] {
            var lines = InputLines(maximumLength: maximumLineLength)
            var failed = 0
            while let line = try lines.next() {
                let number = lines.lineNumber
                let text = line.trimmingSpaces()
                if text.isEmpty { continue }
                do {
                    Console.out(list(try ChessInput.position([text], arguments), uci: uci))
                } catch let error as ChessInputError {
                    // One bad line costs only itself: its line of output stays, empty.
                    failed += 1
                    Console.error("error: \(ChessInputError.inputLine(number, error))")
                    Console.out("")
                }
            }
            return failed == 0 ? 0 : 1
        }
        Console.out(list(try ChessInput.position(words, arguments), uci: uci))
        return 0
    }

    /// A FEN is under 100 characters; a longer line is refused before it can fill memory.
    static let maximumLineLength = 64 * 1024

    /// Moves ordered by origin square, then target, then promotion piece (queen first).
    static func list(_ position: Position, uci: Bool) -> String {
        let order: [PieceKind?] = [nil, .queen, .rook, .bishop, .knight]
        let moves = position.legalMoves.sorted {
            ($0.from.rawValue, $0.to.rawValue, order.firstIndex(of: $0.promotion) ?? 0)
                < ($1.from.rawValue, $1.to.rawValue, order.firstIndex(of: $1.promotion) ?? 0)
        }
        return moves.map { uci ? $0.uci : position.san($0) }.joined(separator: " ")
    }
}
