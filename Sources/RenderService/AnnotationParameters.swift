import BoardKit
import FoundationEssentials

/// `arrows=e2e4,g1f3:red,Bh7&circles=d5&fills=e4:yellow&squares=a3,c3`: the CLI's repeatable
/// `--arrow`, `--circle` and `--fill` as comma-separated lists, each mark read by BoardKit's
/// reader, the one the CLI uses, so a mark means the same in both. `arrows` reads
/// web-boardimage's items too (`Ge6g8` an arrow, `Bh7` a circle) and `squares` is its name for
/// squares marked, drawn as fills. As web-boardimage reads them, blanks around an item and empty
/// items are skipped.
enum AnnotationParameters {
    static let names = ["arrows", "circles", "fills", "squares"]

    static func annotations(_ query: QueryParameters) throws(ServiceError) -> BoardAnnotations {
        var annotations = BoardAnnotations()
        let drawn = try list("arrows", query) { text throws(AnnotationReadingError) in try BoardAnnotations.arrowOrCircle(reading: text) }
        for mark in drawn { annotations.add(mark) }
        annotations.circles += try list("circles", query) { text throws(AnnotationReadingError) in try BoardAnnotations.mark(reading: text) }
        for name in ["fills", "squares"] {
            annotations.fills += try list(name, query) { text throws(AnnotationReadingError) in try BoardAnnotations.mark(reading: text) }
        }
        return annotations
    }

    private static func list<Mark>(_ name: String, _ query: QueryParameters,
                                   _ read: (Substring) throws(AnnotationReadingError) -> Mark) throws(ServiceError) -> [Mark] {
        guard let text = query.text(name) else { return [] }
        var marks: [Mark] = []
        for written in text.split(separator: ",") {
            let item = written.trimmingSpaces()
            guard !item.isEmpty else { continue }
            do { marks.append(try read(Substring(item))) } catch {
                throw .badParameter(name: name, reason: "'\(item)': \(error.reason)")
            }
        }
        return marks
    }
}
