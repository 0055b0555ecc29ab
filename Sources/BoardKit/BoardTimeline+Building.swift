import ChessCore

extension BoardTimeline {
    public init(start: Position = .start, moves: [TimedMove]) throws(BoardTimelineError) {
        var position = start
        var steps: [Step] = []
        for (index, timed) in moves.enumerated() {
            let reference = MoveReference(
                index: index,
                moveNumber: position.fullmoveNumber,
                side: position.sideToMove,
                text: timed.text,
                instant: timed.instant
            )
            guard timed.instant.isFinite else { throw .invalidInstant(reference) }
            if let previous = steps.last, !(timed.instant > previous.instant) {
                throw .outOfOrder(reference, previous: previous.reference)
            }
            let move = try Self.resolve(timed.notation, in: position, reference: reference)
            let effects: MoveEffects
            let after: Position
            do {
                effects = try position.effects(of: move)
                after = try position.playing(move)
            } catch {
                throw .illegalMove(reference, reason: error)
            }
            steps.append(Step(reference: reference, move: move, san: effects.san, before: position, after: after, effects: effects))
            position = after
        }
        self.start = start
        self.steps = steps
        self.tracks = PieceTrack.tracks(start: start, steps: steps)
    }

    public init(fen: String, moves: [TimedMove]) throws(BoardTimelineError) {
        let start: Position
        do { start = try Position(fen: fen) } catch { throw .invalidFEN(fen, reason: error) }
        try self.init(start: start, moves: moves)
    }

    /// `("e2", "e4", 2.75)`: from, to and instant, as the prototype writes its moves.
    public init(start: Position = .start, squares: [(String, String, Double)]) throws(BoardTimelineError) {
        try self.init(start: start, moves: squares.map { TimedMove($0.0, $0.1, at: $0.2) })
    }

    /// `("Nf3", 4.2)`: SAN and instant.
    public init(start: Position = .start, san: [(String, Double)]) throws(BoardTimelineError) {
        try self.init(start: start, moves: san.map { TimedMove(san: $0.0, at: $0.1) })
    }

    private static func resolve(_ notation: TimedMove.Notation, in position: Position,
                                reference: MoveReference) throws(BoardTimelineError) -> Move {
        switch notation {
        case let .squares(fromName, toName, promotion):
            guard let from = Square(fromName) else { throw .badSquare(reference, square: fromName) }
            guard let to = Square(toName) else { throw .badSquare(reference, square: toName) }
            do { return try position.legalMove(from: from, to: to, promotion: promotion) } catch {
                throw .illegalMove(reference, reason: error)
            }
        case let .san(text):
            do { return try position.move(san: text, mode: .lenient) } catch {
                throw .illegalSAN(reference, reason: error)
            }
        case let .uci(text):
            let move: Move
            do { move = try Move(uci: text) } catch { throw .malformedUCI(reference, reason: error) }
            do { return try position.legalMove(from: move.from, to: move.to, promotion: move.promotion) } catch {
                throw .illegalMove(reference, reason: error)
            }
        case .null:
            return .null
        }
    }
}
