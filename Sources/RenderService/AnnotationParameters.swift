import BoardKit

/// `arrows=e2e4,g1f3:red&circles=d5&fills=e4:yellow`: the CLI's repeatable `--arrow`,
/// `--circle` and `--fill` as comma-separated lists, each mark read by BoardKit's reader, the
/// one the CLI uses, so a mark means the same in both.
enum AnnotationParameters {
    static let names = ["arrows", "circles", "fills"]

    static func annotations(_ query: QueryParameters) throws(ServiceError) -> BoardAnnotations {
        var annotations = BoardAnnotations()
        annotations.arrows = try list("arrows", query) { text throws(AnnotationReadingError) in try BoardAnnotations.arrow(reading: text) }
        annotations.circles = try list("circles", query) { text throws(AnnotationReadingError) in try BoardAnnotations.mark(reading: text) }
        annotations.fills = try list("fills", query) { text throws(AnnotationReadingError) in try BoardAnnotations.mark(reading: text) }
        return annotations
    }

    private static func list<Mark>(_ name: String, _ query: QueryParameters,
                                   _ read: (Substring) throws(AnnotationReadingError) -> Mark) throws(ServiceError) -> [Mark] {
        guard let text = query.text(name) else { return [] }
        var marks: [Mark] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            do { marks.append(try read(item)) } catch {
                throw .badParameter(name: name, reason: "'\(item)': \(error.reason)")
            }
        }
        return marks
    }
}
