import ChessCore
import ChessMotionSupport
import Foundation

struct MovesCommand: Command {
    static let name = "moves"
    static let summary = "List the legal moves of a position, in SAN or UCI."
    static let usage = ["moves FEN|startpos [--uci]", "moves - [--uci]"]
    static let discussion = """
    Prints the legal moves of the position on one line, separated by spaces (an empty line
    when there are none: checkmate or stalemate). With - it reads one FEN a line from standard
    input and prints one line of moves per FEN; blank lines are skipped, and the first invalid
    FEN stops it with an error naming the line.
    """
    static let uci = Option.flag("--uci", help: "write moves in UCI long algebraic (e2e4, e7e8q) instead of SAN")
    static let optionGroups = [OptionGroup("Options", [uci])]
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
            while let line = try lines.next() {
                let number = lines.lineNumber
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty { continue }
                do {
                    Console.out(list(try ChessInput.position([text]), uci: uci))
                } catch let error as ChessInputError {
                    throw ChessInputError.inputLine(number, error)
                }
            }
            return 0
        }
        Console.out(list(try ChessInput.position(words), uci: uci))
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
