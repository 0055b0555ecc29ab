/// How a GIF plays and what it carries besides its frames.
package struct GIFOptions: Sendable, Hashable {
    /// nil: no NETSCAPE2.0 block, so the GIF plays once; 0: it repeats forever; N: the loop
    /// count N as the block stores it (browsers play the animation N + 1 times).
    package var loopCount: Int?
    /// Text stored in a comment extension (a game's tags), not shown.
    package var comment: String?

    package init(loopCount: Int? = nil, comment: String? = nil) {
        self.loopCount = loopCount
        self.comment = comment
    }
}
