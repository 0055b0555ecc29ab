import ChessMotion
import ChessMotionSupport
import Foundation
import SceneScripts

/// A scene script sent as a request body, read by the validator the CLI uses.
enum ScriptRequest {
    /// The body as a script; not UTF-8 is a bad body.
    static func file(_ body: Data, assets: SceneAssetNames?) throws(ServiceError) -> ScriptFile {
        guard let text = String(data: body, encoding: .utf8) else { throw .badBody(reason: "the body is not UTF-8 text") }
        return ScriptFile(name: "body", text: text, assets: assets)
    }

    /// The first error, placed at its line and column.
    static func firstError(of check: ScriptCheck) -> ServiceError {
        guard let error = check.validation.errors.first else { return .badBody(reason: "the script is not valid") }
        return .badBody(reason: "\(error.code): \(error.message)", line: error.location?.line, column: error.location?.column)
    }

    /// `POST /validate`: the validator's findings as `validate --json` lists them for one file.
    struct Report: Encodable {
        struct Diagnostic: Encodable {
            var severity: String
            var line: Int?
            var column: Int?
            var code: String
            var message: String
        }

        var valid: Bool
        var errors: Int
        var warnings: Int
        var diagnostics: [Diagnostic]
    }

    static func validation(_ body: Data, assets: SceneAssetNames?) throws -> String {
        let check = try file(body, assets: assets).check
        let diagnostics = check.diagnostics.map {
            Report.Diagnostic(severity: $0.severity.rawValue, line: $0.location?.line, column: $0.location?.column, code: $0.code,
                              message: $0.message)
        }
        let report = Report(valid: check.isValid, errors: diagnostics.filter { $0.severity == "error" }.count,
                            warnings: diagnostics.filter { $0.severity == "warning" }.count, diagnostics: diagnostics)
        return TerminalText.escaped(try JSONWriter.text(report))
    }
}
