extension Position {
    /// The legal move from `from` to `to`, or the reason there is none, precise enough to show a
    /// user who dragged a piece: wrong side, blocked path, pin, check not answered, castling
    /// through check, missing promotion piece...
    ///
    /// Castling may be given either way (the king's landing square, or the king onto its rook);
    /// the move returned is the one this position's mode writes (see `CastlingMode`).
    public func legalMove(from: Square, to: Square, promotion: PieceKind? = nil) throws(IllegalMoveError) -> Move {
        let legal = legalMoves
        let move = normalizingCastling(Move(from: from, to: to, promotion: promotion), legalMoves: legal)
        if legal.contains(move) { return move }
        throw diagnose(move)
    }

    /// Explains why `move` is not in the legal move list, testing the rules from the most basic
    /// (is there a piece) to the most subtle (king safety), so the first failure is the one a
    /// person would name.
    func diagnose(_ move: Move) -> IllegalMoveError {
        let from = move.from, to = move.to
        guard let piece = board[from] else { return .noPiece(on: from) }
        guard piece.side == sideToMove else { return .notYourPiece(piece, on: from, sideToMove: sideToMove) }
        guard from != to else { return .cannotMoveThere(piece, from: from, to: to) }
        if let promotion = move.promotion, !promotion.isPromotionKind { return .invalidPromotionPiece(promotion) }
        if move.promotion != nil, piece.kind != .pawn { return .promotionNotAllowed(move) }

        if let castling = attemptedCastling(move) { return diagnoseCastling(kingside: castling) }
        if let target = board[to], target.side == sideToMove { return .ownPieceOnTarget(target, on: to) }
        if let reason = reachProblem(piece, from: from, to: to) { return reason }

        if piece.kind == .pawn {
            let lastRank = sideToMove == .white ? 7 : 0
            if to.rank == lastRank, move.promotion == nil { return .promotionRequired(from: from, to: to) }
            if to.rank != lastRank, move.promotion != nil { return .promotionNotAllowed(move) }
        }

        // The move is possible for the piece; it must be the king that forbids it.
        let after = playingUnchecked(move)
        let king = after.kingSquare(of: sideToMove)
        let attackers = after.attackers(of: king, by: sideToMove.opposite).squares
        guard !attackers.isEmpty else { return .cannotMoveThere(piece, from: from, to: to) }
        if piece.kind == .king { return .kingMovesIntoCheck(to: to, attackers: attackers) }
        let checkers = self.checkers.squares
        if !checkers.isEmpty, checkers.contains(where: attackers.contains) {
            return .doesNotAnswerCheck(king: king, checkers: checkers)
        }
        return .leavesKingInCheck(king: king, attackers: attackers)
    }

    /// Whether an illegal king move looks like an attempt to castle, and on which wing: onto its
    /// own rook, or two or more files along the back rank from where a castling king stands.
    private func attemptedCastling(_ move: Move) -> Bool? {
        guard let piece = board[move.from], piece.kind == .king, move.promotion == nil else { return nil }
        let backRank = piece.side == .white ? 0 : 7
        guard move.from.rank == backRank, move.to.rank == backRank, move.from != move.to else { return nil }
        let kingside = move.to.file > move.from.file
        if board[move.to] == Piece(side: piece.side, kind: .rook) { return kingside }
        if abs(move.to.file - move.from.file) >= 2,
           castlingMode == .chess960 || move.from.file == 4,
           castlingMode == .standard || move.to.file == (kingside ? 6 : 2) {
            return kingside
        }
        return nil
    }

    /// The first reason, in the order a player checks them, that castling on this wing fails.
    func diagnoseCastling(kingside: Bool) -> IllegalMoveError {
        guard let castling = castlingRight(kingside: kingside) else {
            return .noCastlingRight(sideToMove, kingside: kingside)
        }
        let blockers = Bitboard(rawValue: board.occupied & castling.mustBeEmpty)
        if let blocker = blockers.min(by: { abs($0.file - castling.kingFrom.file) < abs($1.file - castling.kingFrom.file) }) {
            return .castlingBlocked(kingside: kingside, by: blocker)
        }
        if isCheck { return .castlingOutOfCheck(kingside: kingside) }
        let occupancy = castling.occupancyForAttacks(board.occupied)
        for square in castling.kingPath
        where attackers(to: square.index, by: sideToMove.opposite, occupied: occupancy) != 0 {
            return square == castling.kingTo
                ? .castlingIntoCheck(kingside: kingside, square: square)
                : .castlingThroughCheck(kingside: kingside, square: square)
        }
        return .cannotMoveThere(Piece(side: sideToMove, kind: .king), from: castling.kingFrom, to: castling.kingTo)
    }

    /// Whether the piece's way of moving takes it from `from` to `to` on this board, ignoring
    /// king safety; nil if it does.
    func reachProblem(_ piece: Piece, from: Square, to: Square) -> IllegalMoveError? {
        let t = attackTables
        let toBit: UInt64 = 1 << UInt64(to.rawValue)
        let occupied = board.occupied
        switch piece.kind {
        case .knight:
            return t.knight(from.index) & toBit != 0 ? nil : .cannotMoveThere(piece, from: from, to: to)
        case .king:
            return t.king(from.index) & toBit != 0 ? nil : .cannotMoveThere(piece, from: from, to: to)
        case .bishop, .rook, .queen:
            let rays: UInt64 = switch piece.kind {
            case .bishop: t.bishopRays(from.index)
            case .rook: t.rookRays(from.index)
            default: t.bishopRays(from.index) | t.rookRays(from.index)
            }
            guard rays & toBit != 0 else { return .cannotMoveThere(piece, from: from, to: to) }
            let blockers = t.between(from.index, to.index) & occupied
            guard blockers != 0 else { return nil }
            let nearest = to > from ? blockers.trailingZeroBitCount : 63 - blockers.leadingZeroBitCount
            return .blocked(piece, from: from, to: to, by: Square(unchecked: nearest))
        case .pawn:
            let direction = piece.side == .white ? 1 : -1
            let startRank = piece.side == .white ? 1 : 6
            let ranks = to.rank - from.rank
            if to.file == from.file {
                if ranks == direction || (ranks == 2 * direction && from.rank == startRank) {
                    if ranks == 2 * direction {
                        let middle = Square.onBoard(file: from.file, rank: from.rank + direction)
                        if board[middle] != nil { return .blocked(piece, from: from, to: to, by: middle) }
                    }
                    return board[to] == nil ? nil : .pawnCannotCaptureForward(from: from, to: to)
                }
                return .cannotMoveThere(piece, from: from, to: to)
            }
            if abs(to.file - from.file) == 1, ranks == direction {
                if board[to] != nil || to == enPassantSquare { return nil }
                return .pawnCapturesNothing(from: from, to: to)
            }
            return .cannotMoveThere(piece, from: from, to: to)
        }
    }
}
