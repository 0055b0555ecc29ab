import ChessMotionSupport
import ChessScenes

/// `validate --json`: a document tools can read without parsing messages. Codes are stable;
/// messages are for people and may be reworded.
extension ValidationReport {
    struct Document: Encodable {
        var files: [File]
        var summary: Summary
    }

    struct File: Encodable {
        var file: String
        /// "script" or "built-in scene".
        var kind: String
        var valid: Bool
        var errors: Int
        var warnings: Int
        var moves: Int
        var diagnostics: [Diagnostic]
    }

    struct Diagnostic: Encodable {
        var severity: String
        var line: Int?
        var column: Int?
        var code: String
        var message: String
    }

    struct Summary: Encodable {
        var files: Int
        var valid: Int
        var invalid: Int
        var errors: Int
        var warnings: Int
    }

    var jsonFile: File {
        var diagnostics = self.diagnostics.map {
            Diagnostic(severity: $0.severity.rawValue, line: $0.location?.line, column: $0.location?.column,
                       code: $0.code, message: $0.message)
        }
        if let failure {
            diagnostics.append(Diagnostic(severity: "error", line: failureLocation?.line, column: failureLocation?.column,
                                          code: failureCode, message: failure))
        }
        return File(file: name, kind: kind.rawValue, valid: isValid, errors: errorCount, warnings: warningCount, moves: moveCount,
                    diagnostics: diagnostics)
    }

    static func json(_ reports: [ValidationReport]) throws -> String {
        let valid = reports.filter(\.isValid).count
        let document = Document(
            files: reports.map(\.jsonFile),
            summary: Summary(files: reports.count, valid: valid, invalid: reports.count - valid,
                             errors: reports.map(\.errorCount).reduce(0, +),
                             warnings: reports.map(\.warningCount).reduce(0, +)))
        // The tool's one JSON writer, as the kit's plans: members in the order declared above, a
        // diagnostic without a place has `"line": null`. Console.out adds the final newline.
        let text = try JSONWriter.text(document)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
