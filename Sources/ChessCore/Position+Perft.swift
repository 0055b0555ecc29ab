extension Position {
    /// Number of leaf nodes of the legal move tree `depth` plies deep: the standard test of a
    /// move generator. The last ply is counted, not played (bulk counting), as Stockfish's
    /// `go perft` does, so figures compare like with like.
    public func perft(_ depth: Int) -> UInt64 {
        if depth <= 0 { return 1 }
        if depth == 1 {
            var counter = MoveCounter()
            generateLegalMoves(into: &counter)
            return counter.count
        }
        return withUnsafeTemporaryAllocation(of: Move.self, capacity: MoveList.capacity) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var list = MoveList(buffer: base)
            generateLegalMoves(into: &list)
            var nodes: UInt64 = 0
            for index in 0..<list.count {
                nodes &+= playingUnchecked(base[index]).perft(depth - 1)
            }
            return nodes
        }
    }

    /// Perft split by first move, for finding where two generators disagree; the one divide
    /// (the CLI's `perft --divide` runs it through `PerftRun`). The first moves are independent
    /// subtrees, so `progress` gets (first moves done, first moves in all, nodes so far) after
    /// each, for a long count to show where it is.
    public func divide(_ depth: Int, progress: (Int, Int, UInt64) -> Void = { _, _, _ in }) -> [(move: Move, nodes: UInt64)] {
        guard depth >= 1 else { return [] }
        let moves = legalMoves
        var rows: [(move: Move, nodes: UInt64)] = []
        rows.reserveCapacity(moves.count)
        var total: UInt64 = 0
        for move in moves {
            let nodes = playingUnchecked(move).perft(depth - 1)
            total &+= nodes
            rows.append((move, nodes))
            progress(rows.count, moves.count, total)
        }
        return rows
    }
}
