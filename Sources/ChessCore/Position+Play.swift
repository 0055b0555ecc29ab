/// Squares whose involvement in a move (as origin or target) can change castling rights.
private let castlingSquares: UInt64 = (1 << 0) | (1 << 4) | (1 << 7) | (1 << 56) | (1 << 60) | (1 << 63)

extension Position {
    /// Copy-make without any legality check, for moves from `generateLegalMoves`. The position
    /// is small (eight bitboards and a few fields), so copying beats make/unmake bookkeeping.
    @inline(__always)
    func playingUnchecked(_ move: Move) -> Position {
        var next = self
        let us = sideToMove
        let them = us.opposite
        let from = move.from.index
        let to = move.to.index
        let fromBit: UInt64 = 1 << UInt64(from)
        let toBit: UInt64 = 1 << UInt64(to)
        let kind = board.kind(atBit: fromBit) ?? .pawn

        next.halfmoveClock += 1
        next.enPassantSquare = nil
        if board.bits(them) & toBit != 0, let captured = board.kind(atBit: toBit) {
            next.board.toggle(captured, them, toBit)
            next.halfmoveClock = 0
        }
        next.board.toggle(kind, us, fromBit | toBit)

        var doublePush = -1
        switch kind {
        case .pawn:
            next.halfmoveClock = 0
            if let promotion = move.promotion {
                next.board.toggle(.pawn, us, toBit)
                next.board.toggle(promotion, us, toBit)
            } else if to == enPassantSquare?.index {
                next.board.toggle(.pawn, them, 1 << UInt64(us == .white ? to - 8 : to + 8))
            } else if to ^ from == 16 {
                doublePush = (from + to) >> 1
            }
        case .king:
            if to - from == 2 {
                next.board.toggle(.rook, us, (1 << UInt64(to + 1)) | (1 << UInt64(to - 1)))
            } else if from - to == 2 {
                next.board.toggle(.rook, us, (1 << UInt64(to - 2)) | (1 << UInt64(to + 1)))
            }
        default:
            break
        }

        if (fromBit | toBit) & castlingSquares != 0 {
            next.castlingRights.subtract(Self.rightsLost(touching: from))
            next.castlingRights.subtract(Self.rightsLost(touching: to))
        }
        if us == .black { next.fullmoveNumber += 1 }
        next.sideToMove = them

        // Keep the en passant square only if the reply can really use it (see the type's doc).
        if doublePush >= 0,
           attackTables.pawn(us, doublePush) & next.board.pawns & next.board.bits(them) != 0,
           next.hasLegalEnPassant(on: doublePush) {
            next.enPassantSquare = Square(unchecked: doublePush)
        }
        return next
    }

    private static func rightsLost(touching square: Int) -> CastlingRights {
        switch square {
        case 0: .whiteQueenside
        case 4: [.whiteKingside, .whiteQueenside]
        case 7: .whiteKingside
        case 56: .blackQueenside
        case 60: [.blackKingside, .blackQueenside]
        case 63: .blackKingside
        default: []
        }
    }

    /// The position after a legal move; an illegal one throws with the reason.
    public func playing(_ move: Move) throws(IllegalMoveError) -> Position {
        let legal = try legalMove(from: move.from, to: move.to, promotion: move.promotion)
        return playingUnchecked(legal)
    }

    public mutating func play(_ move: Move) throws(IllegalMoveError) {
        self = try playing(move)
    }
}
