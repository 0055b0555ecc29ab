import ChessCore
import ChessMotion
@testable import ChessMotionCLI
import Foundation
import TestSupport
import SceneSettings
import Testing

/// The tool's manners that need no binary to check: one move-list reader, "did you mean", where
/// `-o` writes, how sizes are said, and what `validate` says it checked.
@Suite("Command-line manners")
struct CommandLineMannersTests {
    @Test(arguments: [
        ("e4 e5 Nf3", ["e4", "e5", "Nf3"]),
        ("1. e4 e5 2. Nf3", ["e4", "e5", "Nf3"]),
        ("1.e4 1...e5 2.Nf3 Nc6 1-0", ["e4", "e5", "Nf3", "Nc6"]),
        ("0-0 0-0-0 O-O, e8=Q", ["0-0", "0-0-0", "O-O", "e8=Q"]),
        ("12... Nf6 1/2-1/2 *", ["Nf6"]),
    ])
    func moveNumbersAndResultsAreSkipped(text: String, moves: [String]) throws {
        #expect(try ChessInput.moves(in: [text]).map(\.text) == moves)
        // `play` gets the same moves as separate words.
        #expect(try ChessInput.moves(in: text.split(separator: " ").map(String.init)).map(\.text) == moves)
    }

    @Test func commentsNAGsAndPassesAreReadAsInPGN() throws {
        let moves = try ChessInput.moves(in: ["1. e4 {best by test} e5 $1 2. Nf3!? -- 3. d4 Z0 *"])
        #expect(moves.map(\.text) == ["e4", "e5", "Nf3", "--", "d4", "Z0"])
        #expect(moves[3].notation == .null && moves[5].notation == .null)
        #expect(throws: ChessInputError.self) { try ChessInput.moves(in: ["1. e4 (1. d4) e5"]) }
    }

    @Test func squareToSquareTokensAreUCI() throws {
        let moves = try ChessInput.moves(in: ["e2e4 e7e8q Nf3 e7e8x"])
        #expect(moves[0].notation == .squares(from: .e2, to: .e4, promotion: nil))
        #expect(moves[1].notation == .squares(from: .e7, to: .e8, promotion: .queen))
        #expect(moves[2].notation == .san("Nf3") && moves[3].notation == .san("e7e8x"))
    }

    @Test func aMistypedSettingsKeyIsSuggestedWhateverItsCase() {
        for typed in ["reducemotion", "REDUCEMOTION", "reduceMotoin"] {
            let error = UsageError.invalidChoice(option: "KEY", value: typed, choices: SettingsKey.allCases.map(\.rawValue))
            #expect(error.description.hasSuffix("(did you mean 'reduceMotion'?)"), "\(typed): \(error)")
        }
        let far = UsageError.invalidChoice(option: "KEY", value: "colour", choices: SettingsKey.allCases.map(\.rawValue))
        #expect(!far.description.contains("did you mean"))
    }

    @Test func mistypedAssetAndSceneNamesGetAHint() {
        let theme = SettingsError.unknownName(origin: .option("--theme"), key: .theme, kind: .boardTheme, name: "wod",
                                              valid: ["blue", "green", "wood"])
        #expect(ErrorHints.didYouMean(theme) == "did you mean 'wood'?")
        let avatars = SettingsError.unknownName(origin: .argument, key: .avatars, kind: .avatarStyle, name: "Glyph",
                                                valid: ["glyph", "illustrated", "monogram"])
        #expect(ErrorHints.didYouMean(avatars) == "did you mean 'glyph'?")
        #expect(ErrorHints.didYouMean(SceneLookupError.unknownScene("coinz", known: ["coins", "bots"])) == "did you mean 'coins'?")
        #expect(ErrorHints.didYouMean(SceneLookupError.unknownScene("plaid", known: ["coins", "bots"])) == nil)
    }

    @Test func theOutputNameDecidesFileFolderOrStandardOutput() throws {
        let folder = try TemporaryFolder()

        #expect(try StillOutput.destination("-", format: nil, defaultName: "coins") == .standardOutput(.png))
        #expect(try StillOutput.destination("-", format: .svg, defaultName: "coins") == .standardOutput(.svg))
        #expect(try StillOutput.destination("x.pdf", format: nil, defaultName: "coins")
                == .file(URL(fileURLWithPath: "x.pdf"), .pdf, shown: "x.pdf"))
        #expect(try StillOutput.destination(folder.path, format: .svg, defaultName: "coins")
                == .file(folder.appendingPathComponent("coins.svg"), .svg, shown: folder.path + "/coins.svg"))
        #expect(try StillOutput.destination("new/", format: nil, defaultName: "board")
                == .file(URL(fileURLWithPath: "new/board.png"), .png, shown: "new/board.png"))
        #expect(throws: UsageError.outputWithoutExtension("x", fileForm: "x.png", folderMeaning: "a folder (the file is then named coins.png)")) {
            try StillOutput.destination("x", format: nil, defaultName: "coins")
        }
        #expect(throws: UsageError.conflictingOptions("--format svg", "-o x.png")) {
            try StillOutput.destination("x.png", format: .svg, defaultName: "coins")
        }
        #expect(throws: UsageError.outputWithoutExtension("frames", fileForm: "frames.mp4", folderMeaning: "a folder of PNG frames")) {
            try ExportTarget(path: "frames")
        }
        guard case .sequence = try ExportTarget(path: "frames/"), case .sequence = try ExportTarget(path: folder.path) else {
            Issue.record("a folder is a PNG sequence")
            return
        }
        #expect(throws: UsageError.self) { try ExportTarget(path: "-") }
        #expect(throws: UsageError.self) { try PreviewCommand.destination("-", scene: "coins") }
        #expect(try PreviewCommand.destination("pages/", scene: "Examples/Scenes/opera-game.scene").shown == "pages/opera-game.html")
    }

    @Test(arguments: [(0, "0 bytes"), (1, "1 byte"), (812, "812 bytes"), (45_213, "45.2 kB"), (3_100_000, "3.1 MB"),
                      (999_999, "1000 kB"), (2_000_000_000, "2 GB")])
    func sizesAreSaidInDecimalUnits(bytes: Int, said: String) {
        #expect(WrittenOutput.bytes(bytes) == said)
    }

    @Test func theWrittenLineSaysWhereAndWhat() {
        let line = WrittenOutput(target: "coins.png", details: ["PNG", "720 x 560", "coins at t = 4.4 s", "30.4 kB"]).line
        #expect(line == "wrote coins.png (PNG, 720 x 560, coins at t = 4.4 s, 30.4 kB)")
    }

    @Test func validateSaysItCheckedABuiltInScene() {
        let assets = InstalledAssets.standard().sceneAssetNames
        let bots = ValidationReport.make(for: "bots", assets: assets)
        #expect(bots.kind == .builtInScene && bots.isValid)
        #expect(ValidationReport.summary([bots]) == "1 built-in scene checked: 1 valid, 0 invalid (0 errors, 0 warnings)")
        let missing = ValidationReport.make(for: "no/such/file.scene", assets: assets)
        #expect(missing.kind == .script)
        #expect(ValidationReport.summary([missing, bots, bots]).hasPrefix("1 file and 2 built-in scenes checked: 2 valid, 1 invalid"))
        #expect(ValidationReport.summary([]).hasPrefix("0 files checked"))
        let typo = ValidationReport.make(for: "bost", assets: assets)
        #expect(typo.failure?.hasSuffix("did you mean the built-in scene 'bots'?") == true, "\(typo.failure ?? "")")
        #expect(missing.failure?.contains("did you mean") == false)
    }
}
