import ChessCore

/// Why a mark written as text ("g1f3:red", "d5") could not be read; `reason` is the words the
/// CLI's `--arrow` and the service's `arrows=` both show.
package enum AnnotationReadingError: Error, Equatable, Sendable {
    case unknownColor(String)
    case wrongShape(squareCount: Int)
    case sameSquares

    package var reason: String {
        switch self {
        case .unknownColor(let name): "unknown colour '\(name)'; use \(AnnotationColor.namesHelp)"
        case .wrongShape(let count): "expected \(count == 2 ? "two squares, as e2e4" : "one square, as d5"), then :COLOUR if you like"
        case .sameSquares: "an arrow needs two different squares; a circle marks one"
        }
    }
}

extension BoardAnnotations {
    /// "g1f3:red" as an arrow: two squares, then a colour; green when none is given, as
    /// lichess's first brush. The one reader of written marks, for the CLI and the service.
    package static func arrow(reading text: some StringProtocol) throws(AnnotationReadingError) -> Arrow {
        let (squares, color) = try read(text, squareCount: 2)
        guard squares[0] != squares[1] else { throw .sameSquares }
        return Arrow(from: squares[0], to: squares[1], color: color)
    }

    /// "d5" or "e4:yellow" as a circled or filled square.
    package static func mark(reading text: some StringProtocol) throws(AnnotationReadingError) -> Mark {
        let (squares, color) = try read(text, squareCount: 1)
        return Mark(square: squares[0], color: color)
    }

    private static func read(_ text: some StringProtocol, squareCount: Int) throws(AnnotationReadingError)
        -> (squares: [Square], color: AnnotationColor) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        var color = AnnotationColor.green
        if parts.count == 2 {
            guard let named = AnnotationColor(named: parts[1]) else { throw .unknownColor(String(parts[1])) }
            color = named
        }
        var squares: [Square] = []
        var rest = Substring(parts.first ?? "")
        while rest.count >= 2, let square = Square(rest.prefix(2)) {
            squares.append(square)
            rest = rest.dropFirst(2)
        }
        guard rest.isEmpty, squares.count == squareCount else { throw .wrongShape(squareCount: squareCount) }
        return (squares, color)
    }
}
