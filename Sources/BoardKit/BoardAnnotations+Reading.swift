import ChessCore

/// Why a mark written as text ("g1f3:red", "Bh7", "d5") could not be read; `reason` is the words
/// the CLI's `--arrow` and the service's `arrows=` both show.
package enum AnnotationReadingError: Error, Equatable, Sendable {
    case unknownColor(String)
    /// A circle's or a fill's text that is not one square.
    case notASquare
    /// An `arrows` item that is neither two squares (an arrow) nor one (a circle).
    case notAnArrowOrCircle
    /// A brush letter before the squares and a colour after them.
    case twoColors

    package var reason: String {
        switch self {
        case .unknownColor(let name): "unknown colour '\(name)'; use \(AnnotationColor.namesHelp)"
        case .notASquare: "expected one square, as d5, then :COLOUR if you like"
        case .notAnArrowOrCircle:
            "expected two squares for an arrow (e2e4) or one for a circle (d5), with G, R, B or Y before them (Ge2e4) or :COLOUR after them if you like"
        case .twoColors: "give the colour as a letter before the squares (Bh7) or a name after them (h7:blue), not both"
        }
    }
}

extension BoardAnnotations {
    /// An arrow or a circle, as an `arrows` item or a `--arrow` reads it.
    package enum ArrowOrCircle: Sendable, Hashable {
        case arrow(Arrow)
        case circle(Mark)
    }

    /// "e2e4", "g1f3:red" or, as web-boardimage and a PGN's `%cal`/`%csl` write them, "Ge6g8"
    /// (a brush letter, `PGNShapeColor`'s, then the squares): two squares make an arrow, one (or
    /// the same square twice, as python-chess draws it) a circle. Green when no colour is given,
    /// lichess's first brush. The one reader of written arrows, for the CLI and the service.
    package static func arrowOrCircle(reading text: some StringProtocol) throws(AnnotationReadingError) -> ArrowOrCircle {
        var written = Substring(text)
        var letter: AnnotationColor?
        if let first = written.first, let brush = PGNShapeColor(rawValue: first) {
            letter = AnnotationColor(brush)
            written = written.dropFirst()
        }
        let (squares, named) = try read(written)
        if letter != nil, named != nil { throw .twoColors }
        let color = letter ?? named ?? .green
        switch squares.count {
        case 1: return .circle(Mark(square: squares[0], color: color))
        case 2 where squares[0] == squares[1]: return .circle(Mark(square: squares[0], color: color))
        case 2: return .arrow(Arrow(from: squares[0], to: squares[1], color: color))
        default: throw .notAnArrowOrCircle
        }
    }

    /// "d5" or "e4:yellow" as a circled or filled square.
    package static func mark(reading text: some StringProtocol) throws(AnnotationReadingError) -> Mark {
        let (squares, color) = try read(Substring(text))
        guard squares.count == 1 else { throw .notASquare }
        return Mark(square: squares[0], color: color ?? .green)
    }

    /// Squares written together, then `:COLOUR` if any. An empty list of squares when the text
    /// holds something else.
    private static func read(_ text: Substring) throws(AnnotationReadingError) -> (squares: [Square], color: AnnotationColor?) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        var color: AnnotationColor?
        if parts.count == 2 {
            guard let named = AnnotationColor(named: parts[1]) else { throw .unknownColor(String(parts[1])) }
            color = named
        }
        var squares: [Square] = []
        var rest = parts.first ?? ""
        while rest.count >= 2, let square = Square(rest.prefix(2)) {
            squares.append(square)
            rest = rest.dropFirst(2)
        }
        return (rest.isEmpty ? squares : [], color)
    }
}

extension BoardAnnotations {
    /// Adds an arrow or a circle to its kind, after those of that kind already there.
    package mutating func add(_ mark: ArrowOrCircle) {
        switch mark {
        case let .arrow(arrow): arrows.append(arrow)
        case let .circle(circle): circles.append(circle)
        }
    }
}
