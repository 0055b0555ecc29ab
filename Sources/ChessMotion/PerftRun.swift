import ChessCore

/// A perft count split by first move, reporting after each one so that a long count can show
/// progress. The split is the natural unit: the moves are independent subtrees.
public enum PerftRun {
    /// Each legal first move with its leaf count at `depth` (depth 0: no rows). `progress`
    /// gets (first moves done, first moves in all, nodes so far) after each.
    public static func divide(_ position: Position, depth: Int,
                              progress: (Int, Int, UInt64) -> Void = { _, _, _ in }) -> [(move: Move, nodes: UInt64)] {
        guard depth >= 1 else { return [] }
        let moves = position.legalMoves
        var rows: [(move: Move, nodes: UInt64)] = []
        var total: UInt64 = 0
        for move in moves {
            guard let child = try? position.playing(move) else { continue }
            let nodes = child.perft(depth - 1)
            total &+= nodes
            rows.append((move, nodes))
            progress(rows.count, moves.count, total)
        }
        return rows
    }
}
