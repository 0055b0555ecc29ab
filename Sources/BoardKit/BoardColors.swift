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

    /// nil when a key is missing; the loader turns that into an error naming the file and key.
    init?(_ colors: [BoardColorKey: Color]) {
        guard let lightSquare = colors[.lightSquare], let darkSquare = colors[.darkSquare],
              let lastMoveLight = colors[.lastMoveLight], let lastMoveDark = colors[.lastMoveDark],
              let check = colors[.check], let coordinateOnLight = colors[.coordinateOnLight],
              let coordinateOnDark = colors[.coordinateOnDark], let frame = colors[.frame] else { return nil }
        self.init(lightSquare: lightSquare, darkSquare: darkSquare, lastMoveLight: lastMoveLight,
                  lastMoveDark: lastMoveDark, check: check, coordinateOnLight: coordinateOnLight,
                  coordinateOnDark: coordinateOnDark, frame: frame)
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
