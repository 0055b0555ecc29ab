/// A game: a start position and the moves played from it, with every position and SAN along the
/// way kept, so that repetition can be judged and a move list shown without replaying.
public struct Game: Hashable, Sendable {
    public let startPosition: Position
    public private(set) var moves: [Move] = []
    /// `positions[0]` is the start, `positions[i]` the position after `i` moves.
    public private(set) var positions: [Position]
    /// SAN of each move, as written in the position it was played in.
    public private(set) var sanMoves: [String] = []

    public init(startPosition: Position = .start) {
        self.startPosition = startPosition
        positions = [startPosition]
    }

    public init(fen: String) throws(FENError) {
        self.init(startPosition: try Position(fen: fen))
    }

    /// The position now.
    public var position: Position { positions[positions.count - 1] }

    public var isCheck: Bool { position.isCheck }

    /// Checkmate, stalemate, insufficient material, fifty-move rule, threefold repetition, in
    /// that order of precedence.
    public var status: GameStatus {
        let status = position.status
        if status != .ongoing { return status }
        return repetitionCount >= 3 ? .threefoldRepetition : .ongoing
    }

    public var isOver: Bool { status.isOver }

    /// How many times the current position has occurred, this time included. Only positions
    /// since the last capture or pawn move can repeat, so only those are compared.
    public var repetitionCount: Int {
        let key = position.repetitionKey
        let window = min(position.halfmoveClock, positions.count - 1)
        return positions.suffix(window + 1).filter { $0.repetitionKey == key }.count
    }

    /// Plays a legal move; an illegal one throws and leaves the game unchanged.
    public mutating func play(_ move: Move) throws(IllegalMoveError) {
        let current = position
        let legal = try current.legalMove(from: move.from, to: move.to, promotion: move.promotion)
        sanMoves.append(current.san(legal))
        moves.append(legal)
        positions.append(current.playingUnchecked(legal))
    }

    @discardableResult
    public mutating func play(san text: String, mode: SANParseMode = .strict) throws(SANError) -> Move {
        let move = try position.move(san: text, mode: mode)
        sanMoves.append(position.san(move))
        moves.append(move)
        positions.append(position.playingUnchecked(move))
        return move
    }

    @discardableResult
    public mutating func play(uci text: String) throws(UCIError) -> Move {
        let move = try position.move(uci: text)
        sanMoves.append(position.san(move))
        moves.append(move)
        positions.append(position.playingUnchecked(move))
        return move
    }

    /// Takes back the last move, returning it; nil at the start.
    @discardableResult
    public mutating func undo() -> Move? {
        guard let move = moves.popLast() else { return nil }
        positions.removeLast()
        sanMoves.removeLast()
        return move
    }

    /// PGN movetext of the moves so far with the result marker, e.g. "1. e4 e5 2. Nf3 *".
    public var movetext: String {
        var parts: [String] = []
        for (index, san) in sanMoves.enumerated() {
            let position = positions[index]
            if position.sideToMove == .white {
                parts.append("\(position.fullmoveNumber). \(san)")
            } else if index == 0 {
                parts.append("\(position.fullmoveNumber)... \(san)")
            } else {
                parts.append(san)
            }
        }
        parts.append(status.result)
        return parts.joined(separator: " ")
    }
}
