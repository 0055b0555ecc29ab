import ChessMotion
import ChessMotionSupport
import SceneScripts

/// The validator's findings as a document tools read without parsing messages: what `validate
/// --json` prints and `POST /validate` answers, so the two cannot drift apart. Codes are
/// stable; messages are for people and may be reworded. Members are written in the order
/// declared here; a diagnostic without a place has `"line": null`.
package struct ValidationDocument: Encodable, Sendable {
    package struct File: Encodable, Sendable {
        package var file: String
        /// "script", "built-in scene", "game" or "batch manifest".
        package var kind: String
        package var valid: Bool
        package var errors: Int
        package var warnings: Int
        package var moves: Int
        package var diagnostics: [Diagnostic]

        package init(file: String, kind: String, valid: Bool, errors: Int, warnings: Int, moves: Int, diagnostics: [Diagnostic]) {
            self.file = file
            self.kind = kind
            self.valid = valid
            self.errors = errors
            self.warnings = warnings
            self.moves = moves
            self.diagnostics = diagnostics
        }
    }

    package struct Diagnostic: Encodable, Sendable {
        package var severity: String
        package var line: Int?
        package var column: Int?
        package var code: String
        package var message: String

        package init(severity: String, line: Int?, column: Int?, code: String, message: String) {
            self.severity = severity
            self.line = line
            self.column = column
            self.code = code
            self.message = message
        }

        package init(_ diagnostic: SceneDiagnostic) {
            self.init(severity: diagnostic.severity.rawValue, line: diagnostic.location?.line, column: diagnostic.location?.column,
                      code: diagnostic.code, message: diagnostic.message)
        }
    }

    package struct Summary: Encodable, Sendable {
        package var files: Int
        package var valid: Int
        package var invalid: Int
        package var errors: Int
        package var warnings: Int
    }

    package var files: [File]
    package var summary: Summary

    /// The files, and the summary counted from them.
    package init(files: [File]) {
        self.files = files
        let valid = files.filter(\.valid).count
        summary = Summary(files: files.count, valid: valid, invalid: files.count - valid,
                          errors: files.map(\.errors).reduce(0, +), warnings: files.map(\.warnings).reduce(0, +))
    }

    /// The document through the tool's one JSON writer, without a final newline.
    package func json() throws(JSONWritingError) -> String {
        let text = try JSONWriter.text(self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

extension ValidationDocument.File {
    /// A scene script as `validate` checks it: its diagnostics and the moves it plays.
    package init(script: ScriptFile) {
        let diagnostics = script.check.diagnostics
        self.init(file: script.name, kind: "script", valid: script.check.isValid,
                  errors: diagnostics.filter { $0.severity == .error }.count,
                  warnings: diagnostics.filter { $0.severity == .warning }.count,
                  moves: script.check.validation.timeline?.steps.count ?? 0,
                  diagnostics: diagnostics.map(ValidationDocument.Diagnostic.init))
    }
}
