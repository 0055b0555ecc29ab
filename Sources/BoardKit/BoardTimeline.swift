import ChessCore

/// A start position and timed moves, validated once by ChessCore and turned into what a board
/// needs to draw any instant: the positions in turn and each piece's track. Building it throws
/// on the first move that cannot be played (which one, and why) or that does not come after
/// the one before, so a scene holding a timeline cannot show an illegal move.
public struct BoardTimeline: Sendable {
    /// One validated move with the facts a scene-script validator checks against.
    public struct Step: Sendable, Hashable {
        public let reference: MoveReference
        public let move: Move
        /// Standard SAN, with "+" or "#": "Nf3", "exd6", "O-O-O", "e8=Q+".
        public let san: String
        public var instant: Double { reference.instant }
        public let before: Position
        public let after: Position
        /// What the move does to the pieces: capture (and where), the rook's hop, promotion,
        /// check and mate.
        public let effects: MoveEffects
    }

    public let start: Position
    public let steps: [Step]
    let tracks: [PieceTrack]

    /// The position once every move is played.
    public var final: Position { steps.last?.after ?? start }

    /// The positions in turn: the start, then after each move.
    public var positions: [Position] { [start] + steps.map(\.after) }

    /// How many moves have started by `t` (a move starts at its instant).
    public func startedCount(at t: Double) -> Int {
        var low = 0, high = steps.count
        while low < high {
            let mid = (low + high) / 2
            if steps[mid].instant <= t { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The position the board is heading to at `t`: after every move that has started.
    public func position(at t: Double) -> Position {
        let count = startedCount(at: t)
        return count == 0 ? start : steps[count - 1].after
    }

    /// When move `index`'s piece first reaches its square (captures gone, promotion done, a
    /// check marked from here on).
    public func arrivalTime(ofMove index: Int, motion: BoardMotion = .standard) -> Double {
        steps[index].instant + motion.arrivalDuration
    }

    /// When move `index` is completely finished: its pieces exactly on their squares.
    public func settleTime(ofMove index: Int, motion: BoardMotion = .standard) -> Double {
        steps[index].instant + motion.settleDuration
    }

    /// From when on the board is drawn exactly as a static render of `final` with the last move
    /// highlighted: the last move's settle time, or -infinity when there are no moves.
    public func restTime(motion: BoardMotion = .standard) -> Double {
        steps.indices.last.map { settleTime(ofMove: $0, motion: motion) } ?? -.infinity
    }
}
