import MotionKit

/// One scheme's colours of a board theme. Built only from a complete set of keys, so every
/// property is defined.
public struct BoardColors: Sendable, Hashable {
    public var lightSquare: Color
    public var darkSquare: Color
    public var lastMoveLight: Color
    public var lastMoveDark: Color
    public var check: Color
    public var coordinateOnLight: Color
    public var coordinateOnDark: Color
    public var frame: Color

    public init(lightSquare: Color, darkSquare: Color, lastMoveLight: Color, lastMoveDark: Color, check: Color,
                coordinateOnLight: Color, coordinateOnDark: Color, frame: Color) {
        self.lightSquare = lightSquare
        self.darkSquare = darkSquare
        self.lastMoveLight = lastMoveLight
        self.lastMoveDark = lastMoveDark
        self.check = check
        self.coordinateOnLight = coordinateOnLight
        self.coordinateOnDark = coordinateOnDark
        self.frame = frame
    }

    /// Every colour from `color`, asked once per key: how a theme file fills a scheme, so that a
    /// missing key is reported by the reader with its place rather than found missing here.
    init<Failure: Error>(reading color: (BoardColorKey) throws(Failure) -> Color) throws(Failure) {
        self.init(lightSquare: try color(.lightSquare), darkSquare: try color(.darkSquare),
                  lastMoveLight: try color(.lastMoveLight), lastMoveDark: try color(.lastMoveDark),
                  check: try color(.check), coordinateOnLight: try color(.coordinateOnLight),
                  coordinateOnDark: try color(.coordinateOnDark), frame: try color(.frame))
    }

    public subscript(key: BoardColorKey) -> Color {
        switch key {
        case .lightSquare: lightSquare
        case .darkSquare: darkSquare
        case .lastMoveLight: lastMoveLight
        case .lastMoveDark: lastMoveDark
        case .check: check
        case .coordinateOnLight: coordinateOnLight
        case .coordinateOnDark: coordinateOnDark
        case .frame: frame
        }
    }

    /// The square's own colour, the highlight over it and the coordinate colour that reads on it.
    public func square(isLight: Bool) -> Color { isLight ? lightSquare : darkSquare }
    public func lastMove(isLight: Bool) -> Color { isLight ? lastMoveLight : lastMoveDark }
    public func coordinate(isLight: Bool) -> Color { isLight ? coordinateOnLight : coordinateOnDark }
}
