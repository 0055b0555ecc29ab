import ChessCore
import MotionKit

extension BoardTimeline {
    /// The board at `t`, as facts to draw. Before the first move this is exactly the start
    /// position; from `restTime` on, exactly the final position with the last move lit.
    func picture(at t: Double, motion: BoardMotion) -> BoardPicture {
        let started = startedCount(at: t)
        // A pass lights no squares: nothing moved.
        let lastStep = started == 0 ? nil : steps[started - 1]
        let lastMove = lastStep.flatMap { $0.move.isNull ? nil : ($0.move.from, $0.move.to) }

        var check: (square: Square, strength: Double)?
        if started == 0 {
            if start.isCheck { check = (start.kingSquare(of: start.sideToMove), 1) }
        } else {
            let step = steps[started - 1]
            let strength = motion.checkStrength(since: step.instant, at: t)
            if step.after.isCheck, strength > 0 {
                check = (step.after.kingSquare(of: step.after.sideToMove), strength)
            }
        }

        // At rest, pieces are drawn in square order, as a static position is; moving ones after,
        // the latest mover on top.
        var resting: [(order: Int, placed: [BoardPicture.PlacedPiece])] = []
        var moving: [(order: (Double, Int), placed: [BoardPicture.PlacedPiece])] = []
        for (index, track) in tracks.enumerated() {
            guard let state = track.state(at: t, motion: motion) else { continue }
            if let since = state.movingSince {
                // The king goes over its rook when castling: kings are drawn last among equals.
                moving.append(((since, track.piece.kind == .king ? 64 + index : index), state.placed))
            } else {
                resting.append((state.square.index, state.placed))
            }
        }
        resting.sort { $0.order < $1.order }
        moving.sort { $0.order < $1.order }
        return BoardPicture(lastMove: lastMove, check: check,
                            pieces: resting.flatMap(\.placed) + moving.flatMap(\.placed))
    }
}

extension PieceTrack {
    struct State {
        /// The piece as drawn: one entry, or two while a promotion cross-fades.
        var placed: [BoardPicture.PlacedPiece]
        /// The square it stands on (or last left), for ordering pieces at rest.
        var square: Square
        /// The start of the hop it is making, nil when at rest.
        var movingSince: Double?
    }

    /// Where and how the piece is drawn at `t`, or nil once it has left the board. Each hop adds
    /// its displacement scaled by its spring's progress; since a hop starts where the one before
    /// ends, the sum is continuous and lands exactly on the last square.
    func state(at t: Double, motion: BoardMotion) -> State? {
        let arrival = motion.arrivalDuration
        var opacity = 1.0
        if let captured = capturedAt {
            opacity = 1 - Motion.smooth(captured + BoardFades.captureStart * arrival, captured + arrival, t)
            if opacity <= 0 { return nil }
        }
        var file = Double(square.file), rank = Double(square.rank)
        var current = square
        var movingSince: Double?
        for hop in hops {
            guard t >= hop.instant else { break }
            let k = motion.progress(since: hop.instant, at: t)
            file += Double(hop.to.file - hop.from.file) * k
            rank += Double(hop.to.rank - hop.from.rank) * k
            current = hop.to
            if t < hop.instant + motion.springSettleDuration { movingSince = hop.instant }
        }
        var placed = [BoardPicture.PlacedPiece(piece: piece, file: file, rank: rank, opacity: opacity)]
        if let promotion {
            let k = Motion.smooth(promotion.instant + BoardFades.promotionStart * arrival, promotion.instant + arrival, t)
            if k >= 1 {
                placed = [BoardPicture.PlacedPiece(piece: promotion.piece, file: file, rank: rank, opacity: opacity)]
            } else if k > 0 {
                placed = [BoardPicture.PlacedPiece(piece: piece, file: file, rank: rank, opacity: opacity * (1 - k)),
                          BoardPicture.PlacedPiece(piece: promotion.piece, file: file, rank: rank, opacity: opacity * k)]
            }
        }
        return State(placed: placed, square: current, movingSince: movingSince)
    }
}
