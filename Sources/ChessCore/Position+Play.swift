extension Position {
    /// Copy-make without any legality check, for moves from `generateLegalMoves` (never the null
    /// move: see `playingLegal`). The position is small (eight bitboards and a few fields), so
    /// copying beats make/unmake bookkeeping.
    @inline(__always)
    func playingUnchecked(_ move: Move) -> Position {
        var next = self
        let us = sideToMove
        let them = us.opposite
        let from = move.from.index
        let to = move.to.index
        let fromBit: UInt64 = 1 << UInt64(from)
        let toBit: UInt64 = 1 << UInt64(to)
        if board.bits(us) & toBit != 0 {
            // Only Chess960 castling lands on an own piece: the king "takes" its own rook.
            next.castle(Castling(side: us, king: move.from, rook: move.to))
            return next
        }
        let kind = board.kind(atBit: fromBit) ?? .pawn

        next.halfmoves = Self.advanced(next.halfmoves)
        next.enPassantSquare = nil
        if board.bits(them) & toBit != 0, let captured = board.kind(atBit: toBit) {
            next.board.toggle(captured, them, toBit)
            next.halfmoves = 0
        }
        next.board.toggle(kind, us, fromBit | toBit)

        var doublePush = -1
        switch kind {
        case .pawn:
            next.halfmoves = 0
            if let promotion = move.promotion {
                next.board.toggle(.pawn, us, toBit)
                next.board.toggle(promotion, us, toBit)
            } else if to == enPassantSquare?.index {
                next.board.toggle(.pawn, them, 1 << UInt64(us == .white ? to - 8 : to + 8))
            } else if to ^ from == 16 {
                doublePush = (from + to) >> 1
            }
        case .king:
            // Standard castling, written as the king's two-square step.
            if to - from == 2 {
                next.board.toggle(.rook, us, (1 << UInt64(to + 1)) | (1 << UInt64(to - 1)))
            } else if from - to == 2 {
                next.board.toggle(.rook, us, (1 << UInt64(to - 2)) | (1 << UInt64(to + 1)))
            }
        default:
            break
        }

        // A right goes when its rook moves or is taken, and all of a side's go when its king moves.
        let rights = castlingRights.rawValue
        if rights != 0 {
            var lost = fromBit | toBit
            if kind == .king { lost |= us == .white ? 0xFF : 0xFF << 56 }
            if rights & lost != 0 { next.castlingRights = CastlingRights(masked: rights & ~lost) }
        }
        if us == .black { next.fullmoves = Self.advanced(next.fullmoves) }
        next.sideToMove = them

        // Keep the en passant square only if the reply can really use it (see the type's doc).
        if doublePush >= 0,
           attackTables.pawn(us, doublePush) & next.board.pawns & next.board.bits(them) != 0,
           next.hasLegalEnPassant(on: doublePush) {
            next.enPassantSquare = Square(unchecked: doublePush)
        }
        return next
    }

    /// A move known to be legal, the null move included.
    func playingLegal(_ move: Move) -> Position {
        move.isNull ? playingNullMove() : playingUnchecked(move)
    }

    /// King and rook land on their castling squares; the side's rights go.
    @inline(never)
    private mutating func castle(_ castling: Castling) {
        let us = sideToMove
        board.toggle(.king, us, 1 << UInt64(castling.kingFrom.rawValue))
        board.toggle(.rook, us, 1 << UInt64(castling.rookFrom.rawValue))
        board.toggle(.king, us, 1 << UInt64(castling.kingTo.rawValue))
        board.toggle(.rook, us, 1 << UInt64(castling.rookTo.rawValue))
        castlingRights.subtract(.of(us))
        halfmoves = Self.advanced(halfmoves)
        enPassantSquare = nil
        if us == .black { fullmoves = Self.advanced(fullmoves) }
        sideToMove = us.opposite
    }

    /// The position after passing: the other side moves, nothing on the board changes, the en
    /// passant chance is gone and the clocks run as for any quiet move.
    func playingNullMove() -> Position {
        var next = self
        next.halfmoves = Self.advanced(next.halfmoves)
        next.enPassantSquare = nil
        if sideToMove == .black { next.fullmoves = Self.advanced(next.fullmoves) }
        next.sideToMove = sideToMove.opposite
        return next
    }

    /// The position after a legal move; an illegal one throws with the reason. A null move
    /// (`Move.null`) passes, which is legal only when the side to move is not in check.
    public func playing(_ move: Move) throws(IllegalMoveError) -> Position {
        if move.isNull { return try playingNull() }
        let legal = try legalMove(from: move.from, to: move.to, promotion: move.promotion)
        return playingUnchecked(legal)
    }

    public mutating func play(_ move: Move) throws(IllegalMoveError) {
        self = try playing(move)
    }

    /// Whether the side to move may pass (see `Move.null`): only when not in check, because a
    /// pass in check would leave the side that passed in check, which no position allows.
    public var canPass: Bool { !isCheck }

    /// The position after a null move, or why there is none.
    public func playingNull() throws(IllegalMoveError) -> Position {
        let checkers = self.checkers
        guard checkers.isEmpty else {
            throw .nullMoveInCheck(king: kingSquare(of: sideToMove), checkers: checkers.squares)
        }
        return playingNullMove()
    }
}

extension Position {
    /// A move counter one further on, held at the FEN limit (see `Setup.maximumMoveCounter`).
    @inline(__always)
    static func advanced(_ counter: Int32) -> Int32 {
        min(counter &+ 1, Int32(Setup.maximumMoveCounter))
    }
}
