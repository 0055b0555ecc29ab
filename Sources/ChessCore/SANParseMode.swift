/// How forgiving SAN parsing is.
public enum SANParseMode: Hashable, Sendable {
    /// Exactly the SAN `Position.san` writes: O-O with letter O, "=Q", minimal disambiguation,
    /// "+" or "#" when and only when the move checks or mates, no annotations.
    case strict
    /// Also the forms people really type: 0-0, e8Q, a leading P, trailing !/? annotations,
    /// a missing or extra "+", over-disambiguation, "x" where nothing is taken or missing where
    /// something is, surrounding spaces.
    case lenient
}
