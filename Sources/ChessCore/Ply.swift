/// Which half-move of a game something is about, named as a score sheet names it: its count
/// from the start, the move number and side ("2." for White's second move, "2..." for Black's)
/// and the move's text as written. Errors, captions and timelines all point at moves this way.
public struct Ply: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Half-moves from the start of the game (or of the movetext), counting from 1.
    public var number: Int
    public var moveNumber: Int
    public var side: Side
    public var text: String

    public init(number: Int, moveNumber: Int, side: Side, text: String) {
        self.number = number
        self.moveNumber = moveNumber
        self.side = side
        self.text = text
    }

    /// The ply played in `position` (the position before the move), `number` plies from the start.
    public init(number: Int, in position: Position, text: String) {
        self.init(number: number, moveNumber: position.fullmoveNumber, side: position.sideToMove, text: text)
    }

    /// The ply `index` half-moves (from 0) after `start`. Side and number follow from the start
    /// alone, so a ply after an illegal move is still named as the score sheet names it.
    public init(index: Int, after start: Position, text: String) {
        let blackFirst = start.sideToMove == .black ? 1 : 0
        self.init(number: index + 1, moveNumber: start.fullmoveNumber + (index + blackFirst) / 2,
                  side: (index + blackFirst).isMultiple(of: 2) ? .white : .black, text: text)
    }

    /// "2." or "2...".
    public var moveNumberText: String { "\(moveNumber)\(side == .white ? "." : "...")" }

    /// "2... Nc6".
    public var label: String { "\(moveNumberText) \(text)" }

    /// "ply 4 (2... Nc6)".
    public var description: String { "ply \(number) (\(label))" }

    public static func < (lhs: Ply, rhs: Ply) -> Bool { lhs.number < rhs.number }
}
