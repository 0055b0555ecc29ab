import ChessMotion
import ChessCore

/// A perft count split by first move, reporting after each one so that a long count can show
/// progress. The split itself is ChessCore's `Position.divide`, the one written; this is the
/// name the tool calls it by.
package enum PerftRun {
    /// Each legal first move with its leaf count at `depth` (depth 0: no rows). `progress`
    /// gets (first moves done, first moves in all, nodes so far) after each.
    package static func divide(_ position: Position, depth: Int,
                              progress: (Int, Int, UInt64) -> Void = { _, _, _ in }) -> [(move: Move, nodes: UInt64)] {
        position.divide(depth, progress: progress)
    }
}
