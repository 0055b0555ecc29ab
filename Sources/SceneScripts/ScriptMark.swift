import BoardKit
import ChessCore

/// An `arrow:`, `circle:` or `fill:` line: a mark on the board from one instant, until another
/// or the scene's end. Its squares and colour are kept as written, each with where, so that the
/// validator names an off-board square or an unknown colour at its own column.
public struct ScriptMark: Sendable, Hashable {
    /// `.arrow`, `.circle` or `.fill`.
    public var key: ScriptKey
    /// The squares as written: two for an arrow (`e2e4`), one for a circle or a fill (`d5`).
    public var squares: String
    public var squaresLocation: TextLocation
    public var appears: Double
    public var appearsLocation: TextLocation
    public var disappears: Double?
    public var disappearsLocation: TextLocation?
    /// The colour's name as written; nil is green, lichess's first brush.
    public var colour: String?
    public var colourLocation: TextLocation?

    public init(key: ScriptKey, squares: String, squaresLocation: TextLocation, appears: Double, appearsLocation: TextLocation,
                disappears: Double? = nil, disappearsLocation: TextLocation? = nil, colour: String? = nil,
                colourLocation: TextLocation? = nil) {
        self.key = key
        self.squares = squares
        self.squaresLocation = squaresLocation
        self.appears = appears
        self.appearsLocation = appearsLocation
        self.disappears = disappears
        self.disappearsLocation = disappearsLocation
        self.colour = colour
        self.colourLocation = colourLocation
    }

    /// The squares written, or nil when they are not squares of the board (or not as many as
    /// the mark needs, or an arrow from a square to itself).
    public var boardSquares: [Square]? {
        var found: [Square] = []
        var rest = Substring(squares)
        while rest.count >= 2, let square = Square(rest.prefix(2)) {
            found.append(square)
            rest = rest.dropFirst(2)
        }
        let needed = key == .arrow ? 2 : 1
        guard rest.isEmpty, found.count == needed else { return nil }
        if needed == 2, found[0] == found[1] { return nil }
        return found
    }

    /// The colour named, or nil when the name is none the board knows.
    public var color: AnnotationColor? {
        guard let colour else { return .green }
        return AnnotationColor(named: colour)
    }

    /// The mark as a board draws it over time; nil for one the validator refuses.
    package var timed: TimedAnnotation? {
        guard let squares = boardSquares, let color else { return nil }
        let shape: TimedAnnotation.Shape = switch key {
        case .arrow: .arrow(.init(from: squares[0], to: squares[1], color: color))
        case .circle: .circle(.init(square: squares[0], color: color))
        default: .fill(.init(square: squares[0], color: color))
        }
        return TimedAnnotation(shape, appears: appears, disappears: disappears)
    }
}
