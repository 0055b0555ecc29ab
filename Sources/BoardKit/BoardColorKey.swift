/// The colours a board theme defines, by the key a theme file uses for each. A theme must give
/// every one of them for the light scheme; the dark scheme inherits what it does not override.
public enum BoardColorKey: String, Sendable, Hashable, CaseIterable {
    case lightSquare
    case darkSquare
    /// The last move's highlight on a light square and on a dark square: two colours, so that a
    /// theme can tint each square colour (as printed boards do) instead of veiling both alike.
    case lastMoveLight
    case lastMoveDark
    /// The glow under a king in check.
    case check
    /// Coordinates are drawn inside the edge squares, so each needs the colour that reads on the
    /// square it sits on.
    case coordinateOnLight
    case coordinateOnDark
    /// The thin line around the board; transparent ("#00000000") for none.
    case frame
}
