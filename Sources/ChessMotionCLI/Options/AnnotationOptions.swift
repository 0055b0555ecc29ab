import BoardKit
import ChessCore

/// The marks a board is drawn with — `--arrow`, `--circle`, `--fill`, each repeatable — and the
/// switches that hide what is shown by default (`--no-check`, `--no-annotations`). Declared once
/// here for every command that draws a board.
enum AnnotationOptions {
    static let arrow = Option(
        "--arrow", value: "FROMTO[:COLOUR]", kind: .text, repeatable: true,
        help: "an arrow, as e2e4 or g1f3:red (repeatable); colours: \(AnnotationColor.namesHelp)")
    static let circle = Option(
        "--circle", value: "SQUARE[:COLOUR]", kind: .text, repeatable: true,
        help: "a ring around a square, as d5 or d5:blue (repeatable)")
    static let fill = Option(
        "--fill", value: "SQUARE[:COLOUR]", kind: .text, repeatable: true,
        help: "a square washed in a colour, as e4:yellow (repeatable)")
    static let noCheck = Option.flag("--no-check", help: "leave a king in check unmarked")
    static let noAnnotations = Option.flag(
        "--no-annotations", help: "for a PGN file: hide the arrows and circles of its [%cal]/[%csl] comments")

    static let marks = [arrow, circle, fill]

    /// The marks given on the command line, in the order given within each kind.
    static func annotations(_ arguments: ParsedArguments) throws(UsageError) -> BoardAnnotations {
        var annotations = BoardAnnotations()
        for text in arguments.texts(arrow) {
            let (squares, color) = try split(text, option: arrow, squareCount: 2)
            annotations.arrows.append(.init(from: squares[0], to: squares[1], color: color))
        }
        for text in arguments.texts(circle) {
            let (squares, color) = try split(text, option: circle, squareCount: 1)
            annotations.circles.append(.init(square: squares[0], color: color))
        }
        for text in arguments.texts(fill) {
            let (squares, color) = try split(text, option: fill, squareCount: 1)
            annotations.fills.append(.init(square: squares[0], color: color))
        }
        return annotations
    }

    /// "g1f3:red" into its squares and colour; green when no colour is given, as lichess's
    /// first brush.
    private static func split(_ text: String, option: Option, squareCount: Int) throws(UsageError)
        -> (squares: [Square], color: AnnotationColor) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let squaresText = parts[0]
        var color = AnnotationColor.green
        if parts.count == 2 {
            guard let named = AnnotationColor(named: parts[1]) else {
                throw .malformedValue(option: option.name, value: text,
                                      reason: "unknown colour '\(parts[1])'; use \(AnnotationColor.namesHelp)")
            }
            color = named
        }
        var squares: [Square] = []
        var rest = Substring(squaresText)
        while rest.count >= 2, let square = Square(rest.prefix(2)) {
            squares.append(square)
            rest = rest.dropFirst(2)
        }
        guard rest.isEmpty, squares.count == squareCount else {
            let shape = squareCount == 2 ? "two squares, as e2e4" : "one square, as d5"
            throw .malformedValue(option: option.name, value: text, reason: "expected \(shape), then :COLOUR if you like")
        }
        if squareCount == 2, squares[0] == squares[1] {
            throw .malformedValue(option: option.name, value: text, reason: "an arrow needs two different squares; --circle marks one")
        }
        return (squares, color)
    }
}
