import BoardKit
import ChessCore

/// The marks a board is drawn with — `--arrow`, `--circle`, `--fill`, each repeatable — and the
/// switches that hide what is shown by default (`--no-check`, `--no-annotations`). Declared once
/// here for every command that draws a board.
enum AnnotationOptions {
    static let arrow = Option(
        "--arrow", value: "FROMTO[:COLOUR]", kind: .text, repeatable: true,
        help: "an arrow, as e2e4, g1f3:red or web-boardimage's Ge6g8 (G, R, B or Y first); one square, as Bh7, is a circle (repeatable); colours: \(AnnotationColor.namesHelp)")
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

    /// The marks given on the command line, in the order given within each kind, read by
    /// BoardKit's reader (the service's `arrows=` uses the same one).
    static func annotations(_ arguments: ParsedArguments) throws(UsageError) -> BoardAnnotations {
        var annotations = BoardAnnotations()
        for text in arguments.texts(arrow) {
            annotations.add(try read(text, option: arrow) { text throws(AnnotationReadingError) in try BoardAnnotations.arrowOrCircle(reading: text) })
        }
        for text in arguments.texts(circle) {
            annotations.circles.append(try read(text, option: circle) { text throws(AnnotationReadingError) in try BoardAnnotations.mark(reading: text) })
        }
        for text in arguments.texts(fill) {
            annotations.fills.append(try read(text, option: fill) { text throws(AnnotationReadingError) in try BoardAnnotations.mark(reading: text) })
        }
        return annotations
    }

    private static func read<Read>(_ text: String, option: Option,
                                   _ reader: (String) throws(AnnotationReadingError) -> Read) throws(UsageError) -> Read {
        do { return try reader(text) } catch {
            throw .malformedValue(option: option.name, value: text, reason: error.reason)
        }
    }
}
