/// How a GIF plays and what it carries besides its frames.
public struct GIFOptions: Sendable, Hashable {
    /// nil: no NETSCAPE2.0 block, so the GIF plays once; 0: it repeats forever; N: the loop
    /// count N as the block stores it (browsers play the animation N + 1 times).
    public var loopCount: Int?
    /// Text stored in a comment extension (a game's tags), not shown.
    public var comment: String?
    /// Whether a frame identical to the one before lengthens that one instead of being stored:
    /// an animation's held still frame costs one frame. Off where each frame is one position
    /// and the file's frame count says how many there are.
    public var mergesRepeatedFrames: Bool

    public init(loopCount: Int? = nil, comment: String? = nil, mergesRepeatedFrames: Bool = true) {
        self.loopCount = loopCount
        self.comment = comment
        self.mergesRepeatedFrames = mergesRepeatedFrames
    }
}
