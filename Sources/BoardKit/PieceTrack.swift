import ChessCore

/// One piece's life on a timeline: where it starts, each hop it makes (a move, or the rook's
/// half of castling), whether it is captured and whether it is promoted. Built once with the
/// timeline; a frame only evaluates it at t.
struct PieceTrack: Sendable, Hashable {
    struct Hop: Sendable, Hashable {
        var from: Square
        var to: Square
        var instant: Double
    }

    var piece: Piece
    var square: Square
    var hops: [Hop] = []
    /// The instant of the move that captures it; it fades out as the capturer arrives.
    var capturedAt: Double?
    /// The piece it becomes and the instant of the promoting move; it changes as it lands.
    var promotion: (piece: Piece, instant: Double)?

    static func == (a: PieceTrack, b: PieceTrack) -> Bool {
        a.piece == b.piece && a.square == b.square && a.hops == b.hops && a.capturedAt == b.capturedAt
            && a.promotion?.piece == b.promotion?.piece && a.promotion?.instant == b.promotion?.instant
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(piece)
        hasher.combine(square)
        hasher.combine(hops)
    }

    /// Follows every piece through the steps: the track on each square is updated as moves,
    /// captures (en passant's pawn is not on the target square), castling rooks and promotions
    /// happen. Both castling pieces are read before either moves, because in Chess960 the king
    /// may land on its rook's square (or the rook on the king's). A pass moves nothing.
    static func tracks(start: Position, steps: [BoardTimeline.Step]) -> [PieceTrack] {
        var tracks: [PieceTrack] = []
        var onSquare: [Square: Int] = [:]
        for square in Square.allCases {
            guard let piece = start.piece(at: square) else { continue }
            onSquare[square] = tracks.count
            tracks.append(PieceTrack(piece: piece, square: square))
        }
        for step in steps {
            let effects = step.effects
            if effects.isNull { continue }
            if let captured = effects.captured, let victim = onSquare[captured.square] {
                tracks[victim].capturedAt = step.instant
                onSquare[captured.square] = nil
            }
            let mover = onSquare[effects.from]
            let rook = effects.rookMove.flatMap { onSquare[$0.from] }
            onSquare[effects.from] = nil
            if let rookMove = effects.rookMove { onSquare[rookMove.from] = nil }
            if let mover {
                if effects.from != effects.to {
                    tracks[mover].hops.append(Hop(from: effects.from, to: effects.to, instant: step.instant))
                }
                onSquare[effects.to] = mover
                if let promoted = effects.promotion {
                    tracks[mover].promotion = (promoted, step.instant)
                }
            }
            if let rookMove = effects.rookMove, let rook {
                if rookMove.from != rookMove.to {
                    tracks[rook].hops.append(Hop(from: rookMove.from, to: rookMove.to, instant: step.instant))
                }
                onSquare[rookMove.to] = rook
            }
        }
        return tracks
    }
}
