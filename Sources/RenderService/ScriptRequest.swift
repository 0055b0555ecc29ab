import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import FoundationEssentials
import SceneScripts

/// A scene script sent as a request body, read by the validator the CLI uses.
enum ScriptRequest {
    /// The body as a script; not UTF-8 is a bad body.
    static func file(_ body: Data, assets: SceneAssetNames?) throws(ServiceError) -> ScriptFile {
        ScriptFile(name: ServiceRender.bodyFile, text: try ServiceRender.text(of: body), assets: assets)
    }

    /// The first error, placed at its line and column.
    static func firstError(of check: ScriptCheck) -> ServiceError {
        guard let error = check.validation.errors.first else { return .badBody(reason: "the script is not valid") }
        return .badBody(reason: "\(error.code): \(error.message)", line: error.location?.line, column: error.location?.column)
    }

    /// `POST /validate`: the document `validate --json` prints, for the one file `body`.
    static func validation(_ body: Data, assets: SceneAssetNames?) throws -> String {
        TerminalText.escaped(try ValidationDocument(files: [ValidationDocument.File(script: file(body, assets: assets))]).json())
    }
}
