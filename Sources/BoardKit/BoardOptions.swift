import ChessCore

/// How a board is drawn beyond its position: which side sits at the bottom, whether the edge
/// squares carry coordinates, whether a checked king is marked, and the spring the pieces move on.
public struct BoardOptions: Sendable, Hashable {
    /// `.black` puts Black at the bottom.
    public var orientation: Side
    public var coordinates: Bool
    public var motion: BoardMotion
    /// The glow under a king in check; on unless asked off (`--no-check`).
    public var showsCheck: Bool

    public init(orientation: Side = .white, coordinates: Bool = false, motion: BoardMotion = .standard, showsCheck: Bool = true) {
        self.orientation = orientation
        self.coordinates = coordinates
        self.motion = motion
        self.showsCheck = showsCheck
    }
}
