import ChessCore

/// How a board is drawn beyond its position: which side sits at the bottom, whether the edge
/// squares carry coordinates, and the spring the pieces move on.
public struct BoardOptions: Sendable, Hashable {
    /// `.black` puts Black at the bottom.
    public var orientation: Side
    public var coordinates: Bool
    public var motion: BoardMotion

    public init(orientation: Side = .white, coordinates: Bool = false, motion: BoardMotion = .standard) {
        self.orientation = orientation
        self.coordinates = coordinates
        self.motion = motion
    }
}
