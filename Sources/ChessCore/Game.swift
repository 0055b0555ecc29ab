/// A game: a start position and the moves played from it, with every position and SAN along the
/// way kept, so that repetition can be judged and a move list shown without replaying.
public struct Game: Hashable, Sendable {
    public let startPosition: Position
    public private(set) var moves: [Move] = []
    /// `positions[0]` is the start, `positions[i]` the position after `i` moves.
    public private(set) var positions: [Position]
    /// SAN of each move, as written in the position it was played in ("--" for a pass).
    public private(set) var sanMoves: [String] = []

    public init(startPosition: Position = .start) {
        self.startPosition = startPosition
        positions = [startPosition]
    }

    public init(fen: String, mode: FENParseMode = .strict, castlingMode: CastlingMode = .standard) throws(FENError) {
        self.init(startPosition: try Position(fen: fen, mode: mode, castlingMode: castlingMode))
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

    /// Each move as a ply reference: its number, move number, side and SAN.
    public var plies: [Ply] {
        sanMoves.indices.map { Ply(number: $0 + 1, in: positions[$0], text: sanMoves[$0]) }
    }

    /// The ply the next move will be.
    public func nextPly(text: String) -> Ply {
        Ply(number: moves.count + 1, in: position, text: text)
    }

    /// Plays a legal move (`Move.null` passes); an illegal one throws and leaves the game unchanged.
    public mutating func play(_ move: Move) throws(IllegalMoveError) {
        let current = position
        if move.isNull {
            append(.null, san: NullMoveSpelling.san.rawValue, after: try current.playingNull())
            return
        }
        let legal = try current.legalMove(from: move.from, to: move.to, promotion: move.promotion)
        append(legal, san: current.san(legal), after: current.playingUnchecked(legal))
    }

    @discardableResult
    public mutating func play(san text: String, mode: SANParseMode = .strict) throws(SANError) -> Move {
        let move = try position.move(san: text, mode: mode)
        append(move, san: position.san(move), after: position.playingLegal(move))
        return move
    }

    @discardableResult
    public mutating func play(uci text: String) throws(UCIError) -> Move {
        let move = try position.move(uci: text)
        append(move, san: position.san(move), after: position.playingLegal(move))
        return move
    }

    /// Plays a written move of any notation (see `MoveNotation`).
    @discardableResult
    public mutating func play(_ notation: MoveNotation, sanMode: SANParseMode = .lenient) throws(MoveNotationError) -> Move {
        let move = try position.move(notation, sanMode: sanMode)
        append(move, san: position.san(move), after: position.playingLegal(move))
        return move
    }

    /// Moves `range` (from 0) as a game of their own, starting from the position before the
    /// first: the same positions and SAN, nothing replayed.
    public func excerpt(moves range: Range<Int>) -> Game {
        var excerpt = Game(startPosition: positions[range.lowerBound])
        excerpt.moves = Array(moves[range])
        excerpt.positions = Array(positions[range.lowerBound...range.upperBound])
        excerpt.sanMoves = Array(sanMoves[range])
        return excerpt
    }

    private mutating func append(_ move: Move, san: String, after: Position) {
        sanMoves.append(san)
        moves.append(move)
        positions.append(after)
    }

    /// Takes back the last move, returning it; nil at the start.
    @discardableResult
    public mutating func undo() -> Move? {
        guard let move = moves.popLast() else { return nil }
        positions.removeLast()
        sanMoves.removeLast()
        return move
    }

    /// The result the position on the board gives (`.ongoing` unless the game is over).
    public var result: GameResult { status.result }

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
        parts.append(status.result.pgn)
        return parts.joined(separator: " ")
    }
}
