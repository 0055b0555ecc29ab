import ChessMotion
import ChessScenes
import FoundationEssentials

struct ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Check scene scripts (and built-in scenes) for illegal moves and timing mistakes."
    static let usage = ["validate FILE... [--json]"]
    static let discussion = """
    Checks each FILE, a scene script (.scene) or a PGN file (.pgn; every game is checked and
    reported on its own, FILE:LINE:COL: error: game N: MESSAGE); '-' reads either from stdin
    (PGN when it starts with a tag, a move number or a comment). Prints every problem found
    the way compilers do, FILE:LINE:COL: error: MESSAGE, then a summary line.
    A built-in scene's name (see 'chess-motion scenes') checks that scene's own moves. A batch
    manifest (.json) is checked as 'batch' reads it; 'batch FILE --list' lists its jobs.

    Errors: a line that cannot be read; an illegal move (its ply, its text and why); instants
    that do not increase or fall outside the duration; a still time before the last move has
    settled or inside a fade; a fade-out that ends after the duration (the loop would jump); a
    caption outside the box or the duration; a board outside the box; an unknown theme or
    piece set. Warnings: moves closer together than a move takes to settle (with the gap found
    and the gap needed); a move that starts while the scene fades out.
    """
    static let arguments = [ArgumentHelp("FILE", "a scene script, - for standard input, or a built-in scene's name")]

    static let json = Option.flag(
        "--json", help: "print one JSON document instead: every file or scene with its diagnostics "
            + "(severity, line, column, code, message) and a summary")
    static let optionGroups = [OptionGroup("Options", [json])]

    static let notes = """
    Exit status: 0 when everything is valid (warnings allowed), 1 when anything is not or cannot
    be read, 2 for a malformed command line.
    """

    static let examples = [
        "validate Examples/Scenes/scholars-mate.scene Examples/Scenes/castling.scene",
        "validate --json my-scene.scene",
        "validate bots",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let paths = arguments.positionals
        guard !paths.isEmpty else { throw UsageError.missingArgument("FILE") }
        guard paths.filter({ $0 == "-" }).count <= 1 else { throw UsageError.unexpectedArgument("-") }

        let assets = InstalledAssets.standard().sceneAssetNames
        // Text is printed as each report is made and only the counts are kept (a PGN file's
        // games are reports one at a time); the JSON document holds every report.
        let asJSON = arguments.flag(json)
        var reports: [ValidationReport] = []
        var tally = ValidationTally()
        func take(_ report: ValidationReport) {
            tally.add(report)
            if asJSON {
                reports.append(report)
            } else {
                for line in report.formattedDiagnostics { Console.out(line) }
            }
        }
        for path in paths {
            if GameFile.isGamePath(path) {
                ValidationReport.games(in: path, take)
            } else if path == "-" {
                do throws(ScriptFileError) {
                    switch try StandardInputSource.read(assets: assets) {
                    case let .game(file): ValidationReport.games(in: file).forEach(take)
                    case let .script(file): take(ValidationReport.script(file))
                    }
                } catch {
                    take(ValidationReport(name: "<stdin>", kind: .script, diagnostics: [], failure: error.description, moveCount: 0))
                }
            } else {
                take(ValidationReport.make(for: path, assets: assets))
            }
        }
        Console.out(asJSON ? try ValidationReport.json(reports) : tally.summary)
        return tally.invalid == 0 ? 0 : 1
    }
}
