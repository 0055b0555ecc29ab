import ChessMotion
import ChessCore
import ChessMotionSupport
import FoundationEssentials
import SceneScripts

/// The text in the studio's editor: a scene script or a PGN file, told apart as standard input
/// is (`GameFile.looksLikePGN`) unless the file it was opened from says which by its extension.
/// Checked by the validator `validate --json` uses, and resolved into a kit page by `KitPage`,
/// so the studio draws and judges nothing itself.
package struct StudioText: Sendable {
    package enum Kind: String, Sendable {
        case script
        case game
    }

    package let text: String
    package let kind: Kind
    /// The name the text goes by: the file's stem, or "untitled".
    package let stem: String

    package init(_ text: String, stem: String, kind: Kind? = nil) {
        self.text = text
        self.stem = stem
        self.kind = kind ?? (GameFile.looksLikePGN(text) ? .game : .script)
    }

    /// The kind a file's extension names, if it names one.
    package static func kind(ofPath path: String) -> Kind? {
        if GameFile.isGamePath(path) { return .game }
        return ScriptFile.isScriptPath(path) ? .script : nil
    }

    /// What `validate --json` says of this text: a script's diagnostics, or each game of a PGN
    /// text with its error at its line and column.
    package func validation(assets: SceneAssetNames?) -> ValidationDocument {
        switch kind {
        case .script:
            return ValidationDocument(files: [ValidationDocument.File(script: ScriptFile(name: stem, text: text, assets: assets))])
        case .game:
            let file = GameFile(name: stem, text: text)
            guard !file.database.entries.isEmpty else {
                let none = ValidationDocument.Diagnostic(severity: "error", line: nil, column: nil, code: "pgn-no-game", message: "no game found")
                return ValidationDocument(files: [ValidationDocument.File(file: stem, kind: "game", valid: false, errors: 1, warnings: 0,
                                                                          moves: 0, diagnostics: [none])])
            }
            return ValidationDocument(files: file.database.entries.map(ValidationDocument.File.init(game:)))
        }
    }

    /// The kit page for this text (`KitPage.write` of the text saved under its stem in a private
    /// folder), opening on the text's own scene: the page's HTML and the scene's name on it.
    package func kitPage(settings: ResolvedSettings, overrides: SceneOverrides, scratch: URL) throws -> (html: Data, scene: String) {
        let folder = scratch.appendingPathComponent("chess-motion-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent(AssetName.isValid(stem) ? stem : "untitled")
            .appendingPathExtension(kind == .game ? "pgn" : "scene")
        try Data(text.utf8).write(to: source)
        let summary = try KitPage.write(source.path, settings: settings, overrides: overrides,
                                        to: folder.appendingPathComponent("kit", isDirectory: true))
        return (try Data(contentsOf: summary.index), summary.page.scene)
    }
}

extension ValidationDocument.File {
    /// One game of a PGN text as `validate --json` reports it: its plies, or its error placed.
    package init(game entry: PGNDatabase.Entry) {
        switch entry.outcome {
        case let .success(game):
            self.init(file: "game \(entry.index)", kind: "game", valid: true, errors: 0, warnings: 0, moves: game.plies.count, diagnostics: [])
        case let .failure(error):
            let diagnostic = ValidationDocument.Diagnostic(severity: "error", line: error.location.line, column: error.location.column,
                                                           code: error.diagnosticCode, message: error.description)
            self.init(file: "game \(entry.index)", kind: "game", valid: false, errors: 1, warnings: 0, moves: 0, diagnostics: [diagnostic])
        }
    }
}
