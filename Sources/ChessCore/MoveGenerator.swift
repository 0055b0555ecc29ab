private let fileA: UInt64 = 0x0101_0101_0101_0101
private let fileH: UInt64 = 0x8080_8080_8080_8080
private let rank1: UInt64 = 0xFF
private let rank3: UInt64 = 0xFF << 16
private let rank6: UInt64 = 0xFF << 40
private let rank8: UInt64 = 0xFF << 56

extension Position {
    /// Fully legal move generation, no make-and-test: pins and checks are computed first and
    /// every move is filtered by them. The king's own square is removed from the occupancy when
    /// testing its targets so that it cannot hide behind itself from a slider. En passant, whose
    /// capture removes two pieces from a line at once (the horizontal pin), is tested directly.
    @inline(__always)
    func generateLegalMoves<Sink: MoveSink>(into sink: inout Sink) {
        let t = attackTables
        let us = sideToMove
        let white = us == .white
        let ours = board.bits(us)
        let theirs = board.bits(us.opposite)
        let occupied = ours | theirs
        let kingBit = board.kings & ours
        let king = kingBit.trailingZeroBitCount
        let theirDiagonal = (board.bishops | board.queens) & theirs
        let theirOrthogonal = (board.rooks | board.queens) & theirs
        let theirKnights = board.knights & theirs
        let theirPawns = board.pawns & theirs
        let theirKing = board.kings & theirs

        @inline(__always)
        func attacked(_ square: Int, _ occupied: UInt64) -> Bool {
            (t.knight(square) & theirKnights) != 0
                || (t.pawn(us, square) & theirPawns) != 0
                || (t.king(square) & theirKing) != 0
                || (t.bishop(square, occupied) & theirDiagonal) != 0
                || (t.rook(square, occupied) & theirOrthogonal) != 0
        }

        let checkers = (t.knight(king) & theirKnights) | (t.pawn(us, king) & theirPawns)
            | (t.bishop(king, occupied) & theirDiagonal) | (t.rook(king, occupied) & theirOrthogonal)

        let withoutKing = occupied ^ kingBit
        var kingTargets = t.king(king) & ~ours
        while kingTargets != 0 {
            let to = kingTargets.trailingZeroBitCount
            kingTargets &= kingTargets &- 1
            if !attacked(to, withoutKing) { sink.add(from: king, to: to) }
        }

        // In double check only the king may move.
        if checkers & (checkers &- 1) != 0 { return }

        let checkMask: UInt64 = checkers == 0 ? ~0 : checkers | t.between(king, checkers.trailingZeroBitCount)
        let targets = ~ours & checkMask

        var pinned: UInt64 = 0
        var snipers = (t.rookRays(king) & theirOrthogonal) | (t.bishopRays(king) & theirDiagonal)
        while snipers != 0 {
            let sniper = snipers.trailingZeroBitCount
            snipers &= snipers &- 1
            let blockers = t.between(king, sniper) & occupied
            if blockers & (blockers &- 1) == 0 { pinned |= blockers & ours }
        }

        // A pinned knight can never move; pinned sliders stay on the pin line.
        var knights = board.knights & ours & ~pinned
        while knights != 0 {
            let from = knights.trailingZeroBitCount
            knights &= knights &- 1
            sink.add(from: from, targets: t.knight(from) & targets)
        }
        var diagonal = (board.bishops | board.queens) & ours
        while diagonal != 0 {
            let from = diagonal.trailingZeroBitCount
            diagonal &= diagonal &- 1
            var moves = t.bishop(from, occupied) & targets
            if pinned & (1 << UInt64(from)) != 0 { moves &= t.line(king, from) }
            sink.add(from: from, targets: moves)
        }
        var orthogonal = (board.rooks | board.queens) & ours
        while orthogonal != 0 {
            let from = orthogonal.trailingZeroBitCount
            orthogonal &= orthogonal &- 1
            var moves = t.rook(from, occupied) & targets
            if pinned & (1 << UInt64(from)) != 0 { moves &= t.line(king, from) }
            sink.add(from: from, targets: moves)
        }

        // Pawns that are not pinned move in bulk by shifting whole sets.
        let pawns = board.pawns & ours
        let free = pawns & ~pinned
        let empty = ~occupied
        let lastRank = white ? rank8 : rank1
        let doubleRank = white ? rank3 : rank6
        let up = white ? 8 : -8
        @inline(__always) func forward(_ bits: UInt64) -> UInt64 { white ? bits << 8 : bits >> 8 }

        var single = forward(free) & empty
        let double = forward(single & doubleRank) & empty & checkMask
        single &= checkMask
        sink.addPawnMoves(single & ~lastRank, delta: up)
        sink.addPromotions(single & lastRank, delta: up)
        sink.addPawnMoves(double, delta: 2 * up)

        let victims = theirs & checkMask
        let west = (white ? (free & ~fileA) << 7 : (free & ~fileA) >> 9) & victims
        let westDelta = white ? 7 : -9
        sink.addPawnMoves(west & ~lastRank, delta: westDelta)
        sink.addPromotions(west & lastRank, delta: westDelta)
        let east = (white ? (free & ~fileH) << 9 : (free & ~fileH) >> 7) & victims
        let eastDelta = white ? 9 : -7
        sink.addPawnMoves(east & ~lastRank, delta: eastDelta)
        sink.addPromotions(east & lastRank, delta: eastDelta)

        // A pinned pawn can still move along its pin; it cannot help against a check.
        if checkers == 0 {
            var pinnedPawns = pawns & pinned
            while pinnedPawns != 0 {
                let from = pinnedPawns.trailingZeroBitCount
                pinnedPawns &= pinnedPawns &- 1
                let one = forward(1 << UInt64(from)) & empty
                var moves = one | (t.pawn(us, from) & theirs)
                if one & doubleRank != 0 { moves |= forward(one) & empty }
                moves &= t.line(king, from)
                if moves & lastRank != 0 {
                    while moves != 0 {
                        sink.addPromotions(from: from, to: moves.trailingZeroBitCount)
                        moves &= moves &- 1
                    }
                } else {
                    sink.add(from: from, targets: moves)
                }
            }
        }

        if let square = enPassantSquare {
            let target = square.index
            var capturers = t.pawn(us.opposite, target) & pawns
            while capturers != 0 {
                let from = capturers.trailingZeroBitCount
                capturers &= capturers &- 1
                if enPassantIsSafe(from: from, target: target) { sink.add(from: from, to: target) }
            }
        }

        if checkers == 0 {
            if castlingMode == .standard {
                // Rights imply the king on e1/e8 and rooks in the corners (see `validate`).
                let base = white ? 0 : 56
                let rights = castlingRights.rawValue >> UInt64(base)
                if rights & 0x80 != 0, occupied & (0x60 << UInt64(base)) == 0,
                   !attacked(base + 5, occupied), !attacked(base + 6, occupied) {
                    sink.add(from: base + 4, to: base + 6)
                }
                if rights & 1 != 0, occupied & (0x0E << UInt64(base)) == 0,
                   !attacked(base + 3, occupied), !attacked(base + 2, occupied) {
                    sink.add(from: base + 4, to: base + 2)
                }
            } else if castlingRights.rawValue & ours != 0 {
                addChess960Castling(into: &sink, king: king, rooks: castlingRights.rawValue & ours, occupied: occupied)
            }
        }
    }

    /// Chess960 castling moves, kept out of line so the standard generator stays as small as
    /// it was.
    @inline(never)
    func addChess960Castling<Sink: MoveSink>(into sink: inout Sink, king: Int, rooks: UInt64, occupied: UInt64) {
        var rooks = rooks
        while rooks != 0 {
            let rook = rooks.trailingZeroBitCount
            rooks &= rooks &- 1
            if let move = chess960Castling(king: king, rook: rook, occupied: occupied) {
                sink.add(from: move.from.index, to: move.to.index)
            }
        }
    }

    /// The castling with the rook on `rook`, if it is legal now (the king not being in check is
    /// already known). Written as the king taking its rook.
    func chess960Castling(king: Int, rook: Int, occupied: UInt64) -> Move? {
        let castling = Castling(side: sideToMove, king: Square(unchecked: king), rook: Square(unchecked: rook))
        guard occupied & castling.mustBeEmpty == 0 else { return nil }
        let occupancy = castling.occupancyForAttacks(occupied)
        let them = sideToMove.opposite
        for square in castling.kingPath where attackers(to: square.index, by: them, occupied: occupancy) != 0 {
            return nil
        }
        return castling.move(in: .chess960)
    }

    /// Whether the side to move's king is safe after its pawn on `from` captures en passant on
    /// `target`. Checked on the resulting occupancy, so the rank pin across both pawns and any
    /// existing check are handled alike.
    @inline(__always)
    func enPassantIsSafe(from: Int, target: Int) -> Bool {
        let t = attackTables
        let us = sideToMove
        let ours = board.bits(us)
        let theirs = board.bits(us.opposite)
        let king = (board.kings & ours).trailingZeroBitCount
        let capturedBit: UInt64 = 1 << UInt64(us == .white ? target - 8 : target + 8)
        let after = (ours | theirs) ^ (1 << UInt64(from)) ^ capturedBit ^ (1 << UInt64(target))
        let attackers = (t.rook(king, after) & (board.rooks | board.queens))
            | (t.bishop(king, after) & (board.bishops | board.queens))
            | (t.knight(king) & board.knights)
            | (t.pawn(us, king) & board.pawns & ~capturedBit)
        return attackers & theirs == 0
    }

    /// Whether the side to move has a legal en passant capture onto `target`.
    func hasLegalEnPassant(on target: Int) -> Bool {
        let ours = board.bits(sideToMove)
        var capturers = attackTables.pawn(sideToMove.opposite, target) & board.pawns & ours
        while capturers != 0 {
            let from = capturers.trailingZeroBitCount
            capturers &= capturers &- 1
            if enPassantIsSafe(from: from, target: target) { return true }
        }
        return false
    }

    /// All legal moves: king moves, pieces, pawns, en passant, castling (in standard chess the
    /// king's two-square move, "e1g1"; in Chess960 the king taking its rook, "e1h1"). Promotions
    /// come as four moves, queen first.
    public var legalMoves: [Move] {
        withUnsafeTemporaryAllocation(of: Move.self, capacity: MoveList.capacity) { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var list = MoveList(buffer: base)
            generateLegalMoves(into: &list)
            return Array(UnsafeBufferPointer(start: base, count: list.count))
        }
    }

    /// The legal moves of the piece on `square`.
    public func legalMoves(from square: Square) -> [Move] {
        legalMoves.filter { $0.from == square }
    }

    public var legalMoveCount: Int {
        var counter = MoveCounter()
        generateLegalMoves(into: &counter)
        return Int(counter.count)
    }

    public func isLegal(_ move: Move) -> Bool {
        legalMoves.contains(move)
    }
}
