import ChessCore
import ChessMotion
import SceneScripts
import ChessMotionSupport
import ChessScenes
import FoundationEssentials

/// What `validate` found in one file (or built-in scene), ready to print as text or JSON.
struct ValidationReport {
    /// A script read from a file (or stdin), or a scene written in Swift, checked by name.
    enum Kind: String {
        case script
        case builtInScene = "built-in scene"
        case game
        case batchManifest = "batch manifest"
    }

    let name: String
    let kind: Kind
    /// Nil for a file that could not be read at all.
    let diagnostics: [SceneDiagnostic]
    /// Why the file could not be read, if it could not.
    let failure: String?
    let moveCount: Int
    /// A PGN game's error, already `FILE:LINE:COL: error: game N: ...`.
    var located: String? = nil
    /// What `--json` says of a file read but refused: its code and, for a game's error, its place.
    var failureCode = "unreadable-file"
    var failureLocation: (line: Int, column: Int)? = nil
    /// A line printed for a valid file that has no diagnostics to show (a batch manifest's jobs).
    var note: String? = nil

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count + (failure == nil ? 0 : 1) }
    var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    var isValid: Bool { errorCount == 0 }

    /// Every game of a PGN file, each checked on its own (read by ChessCore: tags, movetext,
    /// every move legal) and handed to `report` as it is read, so that a file of any size is
    /// checked holding one game.
    static func games(in argument: String, _ report: (ValidationReport) -> Void) {
        var reader: GameFileReader
        do { reader = try GameFileReader(argument) } catch {
            return report(ValidationReport(name: argument, kind: .game, diagnostics: [], failure: error.description, moveCount: 0))
        }
        do {
            while let entry = try reader.next() { report(game(entry, file: reader.name)) }
        } catch {
            return report(ValidationReport(name: reader.name, kind: .game, diagnostics: [], failure: error.description, moveCount: 0))
        }
        if reader.count == 0 { report(noGame(in: reader.name)) }
    }

    static func games(in file: GameFile) -> [ValidationReport] {
        if file.database.count == 0 { return [noGame(in: file.name)] }
        return file.database.entries.map { game($0, file: file.name) }
    }

    private static func noGame(in file: String) -> ValidationReport {
        ValidationReport(name: file, kind: .game, diagnostics: [], failure: "no game found", moveCount: 0, failureCode: "pgn-no-game")
    }

    private static func game(_ entry: PGNDatabase.Entry, file: String) -> ValidationReport {
        let name = "\(file) game \(entry.index)"
        switch entry.outcome {
        case let .success(game):
            return ValidationReport(name: name, kind: .game, diagnostics: [], failure: nil, moveCount: game.plies.count)
        case let .failure(error):
            return ValidationReport(name: name, kind: .game, diagnostics: [], failure: error.description, moveCount: 0,
                                    located: GameFile.format(error, game: entry.index, file: file),
                                    failureCode: error.diagnosticCode,
                                    failureLocation: (error.location.line, error.location.column))
        }
    }

    static func make(for argument: String, assets: SceneAssetNames) -> ValidationReport {
        if BatchManifestCheck.isManifestPath(argument) { return BatchManifestCheck.report(argument) }
        let isFile = argument == "-" || ScriptFile.isScriptPath(argument) || FileManager.default.fileExists(atPath: argument)
        if !isFile, let entry = SceneCatalogue.entry(named: argument) {
            return builtIn(entry)
        }
        do throws(ScriptFileError) {
            return script(try ScriptFile.load(argument, assets: assets))
        } catch {
            // A word that is no file and no script name was likely a scene's name, mistyped.
            let scene = isFile ? nil : NameSuggestion.closest(to: argument, among: SceneCatalogue.names)
            return ValidationReport(name: argument == "-" ? "<stdin>" : argument, kind: .script, diagnostics: [],
                                    failure: error.description + (scene.map { "; did you mean the built-in scene '\($0)'?" } ?? ""),
                                    moveCount: 0)
        }
    }

    static func script(_ file: ScriptFile) -> ValidationReport {
        ValidationReport(name: file.name, kind: .script, diagnostics: file.check.diagnostics, failure: nil,
                         moveCount: file.check.validation.timeline?.steps.count ?? 0)
    }

    /// A scene written in Swift: checked through the same validator when it plays moves.
    private static func builtIn(_ entry: SceneCatalogue.Entry) -> ValidationReport {
        do {
            // Moves and timings do not depend on anyone's settings: the defaults serve.
            let scene = try entry.make(InstalledAssets.standard().defaultSceneAssets)
            guard let validating = scene as? any MoveValidatingScene else {
                return ValidationReport(name: entry.name, kind: .builtInScene, diagnostics: [], failure: nil, moveCount: 0)
            }
            let validation = validating.validation()
            return ValidationReport(name: entry.name, kind: .builtInScene, diagnostics: validation.diagnostics, failure: nil,
                                    moveCount: validation.timeline?.steps.count ?? 0)
        } catch {
            return ValidationReport(name: entry.name, kind: .builtInScene, diagnostics: [], failure: "cannot make the scene: \(error)", moveCount: 0)
        }
    }

    /// One line each, a very long one (a 1 MB move quoted back) cut to its start.
    var formattedDiagnostics: [String] {
        if let located { return [TerminalText.shortened(located)] }
        if let failure { return [TerminalText.shortened("\(name): error: \(failure)")] }
        if let note, diagnostics.isEmpty { return [note] }
        return diagnostics.map { TerminalText.shortened($0.formatted(file: name)) }
    }

    static func summary(_ reports: [ValidationReport]) -> String { ValidationTally(reports).summary }
}
