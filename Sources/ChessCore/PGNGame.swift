/// One tag pair, kept in file order (the Seven Tag Roster has an order that writers keep).
public struct PGNTag: Hashable, Sendable {
    public let name: String
    public let value: String
}

/// A move of a game's main line as the file gives it: the move, its SAN, and what was written
/// with it (NAGs and glyphs, comments with their clock and evaluation commands), for captions,
/// clocks and move glyphs.
public struct PGNPly: Hashable, Sendable {
    /// Which ply, with the move's text as written in the file.
    public let ply: Ply
    public let move: Move
    /// Standard SAN, as `Position.san` writes it ("--" for a pass).
    public let san: String
    public internal(set) var nags: [NAG] = []
    /// Comments after the move, in order.
    public internal(set) var comments: [PGNComment] = []
    /// The arrows and circled squares of the comments after the move (`[%cal]`, `[%csl]`):
    /// what the board shows while this ply is the last played.
    public internal(set) var shapes = PGNShapes()
    /// Where the move's text starts.
    public let location: TextLocation

    /// The mover's clock after the move, in seconds (`[%clk]`).
    public var clock: Double? { comments.lazy.compactMap(\.clock).first }
    /// The time the move took, in seconds (`[%emt]`).
    public var elapsed: Double? { comments.lazy.compactMap(\.elapsed).first }
    /// The evaluation after the move (`[%eval]`).
    public var evaluation: Evaluation? { comments.lazy.compactMap(\.evaluation).first }
    /// The comments' words, joined: what a caption shows.
    public var comment: String { comments.map(\.text).filter { !$0.isEmpty }.joined(separator: " ") }
    /// The glyph of the first NAG that judges the move ("!", "??"...), shown by the moved piece.
    public var moveGlyph: String? { nags.first(where: \.judgesMove)?.glyph }
    /// Every NAG written with the move, each once, in NAG order (the move's judgement before
    /// the position's, as annotators write "!? ±"): what a board shows, where `moveGlyph` is
    /// only the first.
    public var shownNAGs: [NAG] { Array(Set(nags)).sorted() }
    public var isNull: Bool { move.isNull }
}

/// A game read from PGN: its tags, the main line as a `Game`, each ply's annotations, and the
/// result marker.
public struct PGNGame: Hashable, Sendable {
    public let tags: [PGNTag]
    public let game: Game
    /// The marker that ended the movetext; nil if the text ended without one.
    public let result: GameResult?
    /// One per move of `game`, in order.
    public let plies: [PGNPly]
    /// Comments before the first move: the game's own comment.
    public let comments: [PGNComment]
    /// Where the game's first token starts.
    public let location: TextLocation

    /// The value of the first tag with this name.
    public subscript(tag name: String) -> String? {
        tags.first { $0.name == name }?.value
    }

    /// Standard chess or Chess960, from the `Variant` tag or the FEN's castling rights.
    public var castlingMode: CastlingMode { game.startPosition.castlingMode }

    /// The result: the marker, else the `Result` tag, else what the final position shows.
    public var outcome: GameResult {
        if let result, result != .ongoing { return result }
        if let tag = self[tag: "Result"].flatMap({ GameResult(pgn: $0) }), tag != .ongoing { return tag }
        return game.result
    }
}
