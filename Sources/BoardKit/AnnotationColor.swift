import ChessCore
import MotionKit

/// What an arrow, a circle or a marked square is painted in: one of lichess's four brushes, one
/// of the board theme's own colours (so a mark can match the theme's highlight), or any colour.
public enum AnnotationColor: Sendable, Hashable {
    case green, red, blue, yellow
    case theme(BoardColorKey)
    case custom(Color)

    /// lichess's brushes (green #15781B, red #882020, blue #003088, yellow #E68F00), each seen
    /// through the shapes layer's 0.6 opacity, so an arrow lets the square and piece show through.
    static let lichessOpacity = 0.6

    /// The colour drawn for this annotation on a board of `colors`.
    public func resolved(in colors: BoardColors) -> Color {
        switch self {
        case .green: Color(red: 0x15 / 255.0, green: 0x78 / 255.0, blue: 0x1B / 255.0, alpha: Self.lichessOpacity)
        case .red: Color(red: 0x88 / 255.0, green: 0x20 / 255.0, blue: 0x20 / 255.0, alpha: Self.lichessOpacity)
        case .blue: Color(red: 0x00 / 255.0, green: 0x30 / 255.0, blue: 0x88 / 255.0, alpha: Self.lichessOpacity)
        case .yellow: Color(red: 0xE6 / 255.0, green: 0x8F / 255.0, blue: 0x00 / 255.0, alpha: Self.lichessOpacity)
        case let .theme(key): colors[key]
        case let .custom(color): color
        }
    }

    /// The lichess colour a PGN `%cal`/`%csl` letter stands for.
    public init(_ color: PGNShapeColor) {
        switch color {
        case .green: self = .green
        case .red: self = .red
        case .blue: self = .blue
        case .yellow: self = .yellow
        }
    }

    /// The names the command line and scene scripts accept for the four brushes.
    public static let brushNames: [String: AnnotationColor] = ["green": .green, "red": .red, "blue": .blue, "yellow": .yellow]

    /// Reads a colour as a user writes it: `green`, `red`, `blue`, `yellow`, a theme key
    /// (`lastMoveLight`, `check`...) or `#RRGGBB[AA]`; nil for anything else. The one reader of
    /// annotation colours, for the command line and scene scripts alike.
    public init?(named name: some StringProtocol) {
        let text = String(name)
        if let brush = Self.brushNames[text.lowercased()] {
            self = brush
        } else if let key = BoardColorKey(rawValue: text) {
            self = .theme(key)
        } else if text.hasPrefix("#"), let color = try? Color(hex: text) {
            self = .custom(color)
        } else {
            return nil
        }
    }

    /// What `init(named:)` accepts, for a message about a name it refused.
    public static let namesHelp = "green, red, blue, yellow, a theme colour such as lastMoveLight, or #RRGGBB"
}
