extension Position {
    /// The legal move a SAN string names. Each way of failing is its own error: not SAN at all,
    /// no piece can get there, a piece can but its king forbids it, several pieces can, or (in
    /// strict mode) the move is clear but not written the standard way. The null move `--`
    /// (lenient mode also reads the other `NullMoveSpelling`s) passes, and fails in check as leaving the king
    /// in check.
    public func move(san text: String, mode: SANParseMode = .strict) throws(SANError) -> Move {
        let syntax = try SANSyntax(text, mode: mode)
        let legal = legalMoves
        let move = try resolve(syntax, text: text, mode: mode, legalMoves: legal)
        if mode == .strict, let canonical = san(move, legalMoves: legal), canonical != text {
            throw .nonCanonical(text, canonical: canonical)
        }
        return move
    }

    /// The position after a SAN move.
    public func playing(san text: String, mode: SANParseMode = .strict) throws(SANError) -> Position {
        playingLegal(try move(san: text, mode: mode))
    }

    private func resolve(_ syntax: SANSyntax, text: String, mode: SANParseMode, legalMoves: [Move]) throws(SANError) -> Move {
        switch syntax.body {
        case let .castle(kingside):
            if let castling = castlingRight(kingside: kingside) {
                let move = castling.move(in: castlingMode)
                if legalMoves.contains(move) { return move }
            }
            throw .castlingNotPossible(text, reason: diagnoseCastling(kingside: kingside))

        case .null:
            guard canPass else {
                throw .leavesKingInCheck(text, move: .null,
                                         reason: .nullMoveInCheck(king: kingSquare(of: sideToMove), checkers: checkers.squares))
            }
            return .null

        case let .move(kind, fromFile, fromRank, capture, to, promotion):
            let piece = Piece(side: sideToMove, kind: kind)
            let lastRank = sideToMove == .white ? 7 : 0
            if promotion != nil, kind != .pawn || to.rank != lastRank { throw .unexpectedPromotion(text) }

            // Pieces that could make the move by their way of moving, ignoring the king.
            var candidates: [Move] = []
            for from in board.squares(of: piece) {
                if let f = fromFile, from.file != f { continue }
                if let r = fromRank, from.rank != r { continue }
                if kind == .pawn, !capture, from.file != to.file { continue }
                if let target = board[to], target.side == sideToMove { continue }
                guard reachProblem(piece, from: from, to: to) == nil else { continue }
                candidates.append(Move(from: from, to: to, promotion: promotion))
            }
            guard !candidates.isEmpty else { throw .noCandidate(text, piece: piece, to: to) }
            if kind == .pawn, to.rank == lastRank, promotion == nil {
                throw .missingPromotion(text, move: candidates[0])
            }

            let legal = candidates.filter(legalMoves.contains)
            if legal.count == 1 { return legal[0] }
            if legal.count > 1 {
                throw .ambiguous(text, candidates: legal.map(\.from),
                                 options: legal.map { san($0, legalMoves: legalMoves) ?? $0.uci })
            }
            throw .leavesKingInCheck(text, move: candidates[0], reason: diagnose(candidates[0]))
        }
    }
}
