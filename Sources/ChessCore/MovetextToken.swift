/// One token of movetext (PGN's, or a move list typed on a command line or in a scene script),
/// with where it starts and its text as written.
public struct MovetextToken: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A PGN tag pair: `[White "Morphy"]`.
        case tag(name: String, value: String)
        /// `12.` (White's move) or `12...` (Black's); a bare `12` counts as White's.
        case moveNumber(Int, side: Side)
        /// A move word as written, suffix glyphs (`!?`) split off into their own token: SAN,
        /// UCI or squares; `MoveNotation(text)` says which.
        case move(String)
        /// A pass: any `NullMoveSpelling`; whether it is read is the reader's mode's question.
        case nullMove
        /// `$14`, or a glyph such as `!?` or `+-` mapped to its NAG.
        case nag(NAG)
        case comment(PGNComment)
        case variationStart
        case variationEnd
        case result(GameResult)
    }

    public let kind: Kind
    public let location: TextLocation
    /// The token's source text (for a comment, without its braces).
    public let text: String

    init(_ kind: Kind, at location: TextLocation, text: String) {
        self.kind = kind
        self.location = location
        self.text = text
    }

    /// The written move of a `.move` or `.nullMove` token.
    public var notation: MoveNotation? {
        switch kind {
        case let .move(text): MoveNotation(text)
        case .nullMove: .null
        default: nil
        }
    }

    public var description: String { "\(text) at \(location)" }
}
