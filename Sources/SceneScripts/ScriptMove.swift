import ChessCore

/// One move of a script with the instant its spring starts and where it was written.
public struct ScriptMove: Sendable, Hashable {
    public var time: Double
    /// Read by ChessCore's `MoveNotation`, as every other written move is.
    public var notation: MoveNotation
    /// The move as written, for messages ("ply 5, Qxf7#: ...").
    public var text: String
    /// Where the move's text starts.
    public var location: TextLocation
}

/// `from 2.75 every 0.9`: the first move's instant and the gap between moves, for a list of moves
/// written without instants (and for PGN movetext, which has none).
public struct MoveSpacing: Sendable, Hashable {
    public var first: Double
    public var every: Double
    /// Where the spacing was written, for messages about it.
    public var location: TextLocation
    /// Written `from auto`: `first` is the instant a bot intro's board has risen, filled in once
    /// the pick is known.
    public var isAutomatic = false

    /// The instant of the move at `index` (counting from 0).
    public func time(ofMoveAt index: Int) -> Double { first + every * Double(index) }
}

/// PGN movetext copied from a script with every character at its original column, so the PGN
/// reader's line and column map back onto the file by adding `firstLine - 1` to the line.
public struct PGNMovetext: Sendable, Hashable {
    public var text: String
    public var firstLine: Int

    /// The script location of a (1-based) line and column inside `text`.
    public func scriptLocation(line: Int, column: Int) -> TextLocation {
        TextLocation(line: firstLine + line - 1, column: column)
    }
}

/// Where a script's moves come from.
public enum ScriptMoves: Sendable, Hashable {
    /// Moves written one by one: each with its instant, or evenly spaced when `spacing` is set.
    case listed([ScriptMove], spacing: MoveSpacing?)
    /// PGN movetext, read by ChessCore when the script is validated; its moves are evenly spaced.
    case pgn(PGNMovetext, spacing: MoveSpacing)
}
