import ChessMotionSupport
import SceneScripts

/// Standard input given as SCENE (`-`): read once, with a cap, and taken as a PGN file or a
/// scene script by its first characters — the same decision for `validate` and every render.
package enum StandardInputSource: Sendable {
    case game(GameFile)
    case script(ScriptFile)

    static let name = "<stdin>"

    package static func read(assets: SceneAssetNames?) throws(ScriptFileError) -> StandardInputSource {
        let bytes: [UInt8]
        do { bytes = try StandardInput.readAll(limit: GameFile.maximumSize) } catch {
            throw .unreadable(name, reason: error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(name) }
        if GameFile.looksLikePGN(text) { return .game(GameFile(name: name, text: text)) }
        guard bytes.count <= ScriptFile.maximumSize else {
            throw .unreadable(name, reason: "a scene script may be at most \(ScriptFile.maximumSize / 1024) KiB")
        }
        return .script(ScriptFile(name: name, text: text, assets: assets))
    }
}
