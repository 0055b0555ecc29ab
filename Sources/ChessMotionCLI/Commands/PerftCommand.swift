import ChessCore
import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import Dispatch
import FoundationEssentials

struct PerftCommand: Command {
    static let name = "perft"
    static let summary = "Count the leaf nodes of the legal move tree (move generator check)."
    static let maxDepth = 10
    static let usage = ["perft FEN|startpos DEPTH [--divide] [--time] [--force] [--strict] [--chess960]"]
    static let discussion = """
    Counts the positions reached after exactly DEPTH plies of legal moves from the position:
    the standard way to check a move generator against published figures. Before a deep count
    the work is estimated from the counts at small depths, and one estimated to take over an hour
    is refused unless --force; on a terminal, progress is shown on stderr after each first move.
    With --chess960 (automatic for Shredder-FEN or X-FEN castling rights that need it) castling
    follows Chess960's rules and --divide writes it king-takes-rook.
    """
    static let arguments = [
        ArgumentHelp("FEN", "the position, one quoted word or its six fields; or startpos"),
        ArgumentHelp("DEPTH", "0 to \(maxDepth)"),
    ]

    static let divide = Option.flag("--divide", help: "list each legal first move (UCI) with its node count, then the total")
    static let time = Option.flag("--time", help: "also print the time taken and nodes per second to stderr")
    static let force = Option.flag("--force", help: "run a count estimated to take over an hour (refused otherwise)")
    static let optionGroups = [OptionGroup("Options", [divide, time, force, ChessInput.strict.with(help: "accept only a six-field FEN"),
                                                       ChessInput.chess960])]

    static let examples = [
        "perft startpos 5                 # 4865609",
        #"perft "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 3 --divide"#,
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let words = arguments.positionals
        let divide = arguments.flag(Self.divide), timed = arguments.flag(time), force = arguments.flag(Self.force)
        guard words.count >= 1 else { throw UsageError.missingArgument("FEN|startpos") }
        guard words.count >= 2, let depthText = words.last else { throw UsageError.missingArgument("DEPTH") }
        guard let depth = Int(depthText) else { throw UsageError.notANumber(option: "DEPTH", value: depthText) }
        guard (0...maxDepth).contains(depth) else {
            throw UsageError.outOfRange(option: "DEPTH", value: depthText, allowed: "between 0 and \(maxDepth)")
        }
        let position = try ChessInput.position(Array(words.dropLast()), arguments)
        if depth >= 5, !force {
            let estimate = PerftEstimate.measure(position, depth: depth)
            if estimate.isTooLong { throw PerftRefusal(estimate: estimate) }
        }

        let start = DispatchTime.now().uptimeNanoseconds
        var lastDrawn = start
        let showsProgress = Console.stderrIsTerminal && depth >= 2
        let progress: (Int, Int, UInt64) -> Void = { done, all, nodes in
            let now = DispatchTime.now().uptimeNanoseconds
            guard showsProgress, now - lastDrawn > 100_000_000 || done == all else { return }
            lastDrawn = now
            Console.errorInPlace("\rperft: \(done)/\(all) first moves, \(nodes) nodes\u{1B}[K")
        }
        let nodes: UInt64
        if divide || showsProgress {
            let rows = PerftRun.divide(position, depth: depth, progress: progress).sorted { $0.move.uci < $1.move.uci }
            if showsProgress { Console.errorInPlace("\r\u{1B}[K") }
            nodes = rows.reduce(0) { $0 &+ $1.nodes }
            if divide {
                for row in rows { Console.out("\(row.move.uci): \(row.nodes)") }
                Console.out("")
                Console.out("moves: \(rows.count)")
                Console.out("nodes: \(nodes)")
            } else {
                Console.out("\(nodes)")
            }
        } else {
            nodes = position.perft(depth)
            Console.out("\(nodes)")
        }
        if timed {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let rate = seconds > 0 ? Double(nodes) / seconds / 1e6 : 0
            Console.error("\(nodes) nodes in \(seconds.trimmed) s (\(((rate * 10).rounded() / 10).trimmed) M nodes/s)")
        }
        return 0
    }
}

/// A count refused for its estimated time (exit status 1; `--force` runs it).
struct PerftRefusal: Error, CustomStringConvertible {
    let estimate: PerftEstimate
    var description: String { estimate.refusal }
}
