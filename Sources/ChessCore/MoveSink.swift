/// Where the generator puts moves. Counting leaves with popcounts instead of listing them is
/// what makes bulk-counted perft fast, so the generator reports moves in whole target sets and
/// each sink decides whether to enumerate them.
protocol MoveSink {
    mutating func add(from: Int, targets: UInt64)
    mutating func add(from: Int, to: Int)
    /// Pawn moves whose origin is `target - delta`.
    mutating func addPawnMoves(_ targets: UInt64, delta: Int)
    /// Promotions (four moves each) whose origin is `target - delta`.
    mutating func addPromotions(_ targets: UInt64, delta: Int)
    mutating func addPromotions(from: Int, to: Int)
}

/// Counts moves without listing them.
struct MoveCounter: MoveSink {
    var count: UInt64 = 0

    @inline(__always) mutating func add(from: Int, targets: UInt64) {
        count &+= UInt64(targets.nonzeroBitCount)
    }
    @inline(__always) mutating func add(from: Int, to: Int) { count &+= 1 }
    @inline(__always) mutating func addPawnMoves(_ targets: UInt64, delta: Int) {
        count &+= UInt64(targets.nonzeroBitCount)
    }
    @inline(__always) mutating func addPromotions(_ targets: UInt64, delta: Int) {
        count &+= 4 &* UInt64(targets.nonzeroBitCount)
    }
    @inline(__always) mutating func addPromotions(from: Int, to: Int) { count &+= 4 }
}

/// Writes moves into caller-provided memory (at least `MoveList.capacity` moves), so the perft
/// loop can keep its lists on the stack.
struct MoveList: MoveSink {
    /// No legal chess position has more than 218 moves.
    static let capacity = 256

    let buffer: UnsafeMutablePointer<Move>
    var count = 0

    init(buffer: UnsafeMutablePointer<Move>) { self.buffer = buffer }

    @inline(__always) mutating func add(from: Int, to: Int) {
        buffer[count] = Move(from: Square(unchecked: from), to: Square(unchecked: to))
        count &+= 1
    }

    @inline(__always) mutating func add(from: Int, targets: UInt64) {
        var targets = targets
        while targets != 0 {
            add(from: from, to: targets.trailingZeroBitCount)
            targets &= targets &- 1
        }
    }

    @inline(__always) mutating func addPawnMoves(_ targets: UInt64, delta: Int) {
        var targets = targets
        while targets != 0 {
            let to = targets.trailingZeroBitCount
            add(from: to &- delta, to: to)
            targets &= targets &- 1
        }
    }

    @inline(__always) mutating func addPromotions(_ targets: UInt64, delta: Int) {
        var targets = targets
        while targets != 0 {
            let to = targets.trailingZeroBitCount
            addPromotions(from: to &- delta, to: to)
            targets &= targets &- 1
        }
    }

    @inline(__always) mutating func addPromotions(from: Int, to: Int) {
        let from = Square(unchecked: from), to = Square(unchecked: to)
        buffer[count] = Move(from: from, to: to, promotion: .queen)
        buffer[count &+ 1] = Move(from: from, to: to, promotion: .rook)
        buffer[count &+ 2] = Move(from: from, to: to, promotion: .bishop)
        buffer[count &+ 3] = Move(from: from, to: to, promotion: .knight)
        count &+= 4
    }
}
