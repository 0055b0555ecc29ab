extension GameKitPlan {
    /// A ply's badge as the scene draws it (its words, its colour, the square it stands by) and
    /// its comment.
    package struct Ply: Encodable, Sendable {
        var badge: String
        /// The move's glyph ("!", "?!"), if the file gives one.
        var glyph: String?
        var color: String
        var square: String
        var comment: String
    }
}
