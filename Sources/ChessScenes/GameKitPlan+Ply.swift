extension GameKitPlan {
    /// A ply's badge as the scene draws it (its chips' words and colours, the square it stands
    /// by) and its comment.
    package struct Ply: Encodable, Sendable {
        /// The SAN tag, then a chip per further NAG (`MoveBadge`).
        var badge: [Chip]
        /// The move's glyph ("!", "?!"), if the file gives one.
        var glyph: String?
        var square: String
        var comment: String
    }

    /// One chip of a badge: its words and its colour.
    package struct Chip: Encodable, Sendable {
        var text: String
        var color: String
    }
}
