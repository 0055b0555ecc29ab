import ChessMotion
import ChessMotionTool
import ChessMotionSupport

/// `validate --json`: the library's `ValidationDocument`, which `POST /validate` answers too.
extension ValidationReport {
    var jsonFile: ValidationDocument.File {
        var diagnostics = self.diagnostics.map(ValidationDocument.Diagnostic.init)
        if let failure {
            diagnostics.append(ValidationDocument.Diagnostic(severity: "error", line: failureLocation?.line,
                                                             column: failureLocation?.column, code: failureCode, message: failure))
        }
        return ValidationDocument.File(file: name, kind: kind.rawValue, valid: isValid, errors: errorCount, warnings: warningCount,
                                       moves: moveCount, diagnostics: diagnostics)
    }

    /// Console.out adds the final newline.
    static func json(_ reports: [ValidationReport]) throws -> String {
        try ValidationDocument(files: reports.map(\.jsonFile)).json()
    }
}
