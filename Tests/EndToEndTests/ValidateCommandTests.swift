import Foundation
import TestSupport
import Testing

@Suite("chess-motion validate")
struct ValidateCommandTests {
    static let root = Fixtures.repositoryRoot

    static func scripts(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".scene") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The `# expect:` lines of a broken example.
    static func expectations(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("# expect: ") }.map { String($0.dropFirst(10)) }
    }

    @Test func theExamplesAreValid() throws {
        let scripts = try Self.scripts("Examples/Scenes")
        let result = try ToolRunner.run(["validate"] + scripts)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        // Scripts with `auto` timing are told the values derived, as notes.
        #expect(lines.dropLast().allSatisfy { $0.contains(": note: ") && $0.contains(" is derived as ") }, "\(result.stdout)")
        #expect(lines.last == "\(scripts.count) files checked: \(scripts.count) valid, 0 invalid (0 errors, 0 warnings)")
    }

    @Test func brokenScriptsPrintCompilerStyleDiagnosticsAndFail() throws {
        let scripts = try Self.scripts("Examples/Broken")
        let result = try ToolRunner.run(["validate"] + scripts)
        #expect(result.status == 1)
        var expected: [String] = []
        var valid = 0, errors = 0, warnings = 0
        for script in scripts {
            let lines = try Self.expectations(script)
            expected += lines.map { "\(script):\($0)" }
            errors += lines.filter { $0.contains(": error: ") }.count
            warnings += lines.filter { $0.contains(": warning: ") }.count
            if !lines.contains(where: { $0.contains(": error: ") }) { valid += 1 }
        }
        let summary = "\(scripts.count) files checked: \(valid) valid, \(scripts.count - valid) invalid (\(errors) errors, \(warnings) warning\(warnings == 1 ? "" : "s"))"
        #expect(result.stdout == (expected + [summary]).joined(separator: "\n") + "\n")
    }

    @Test func warningsAloneStillExitZero() throws {
        let result = try ToolRunner.run(["validate", "Examples/Broken/moves-too-close.scene"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Examples/Broken/moves-too-close.scene:8:8: warning: ply 2 (1... e5) starts 0.5 s after"))
        #expect(result.stdout.hasSuffix("1 file checked: 1 valid, 0 invalid (0 errors, 1 warning)\n"))
    }

    @Test func jsonListsEveryFileWithItsDiagnostics() throws {
        let result = try ToolRunner.run(["validate", "--json", "Examples/Scenes/castling.scene",
                                         "Examples/Broken/illegal-no-piece.scene", "Examples/Broken/moves-too-close.scene"])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["Examples/Scenes/castling.scene", "Examples/Broken/illegal-no-piece.scene",
                                                     "Examples/Broken/moves-too-close.scene"])
        #expect(files.map { $0["valid"] as? Bool } == [true, false, true])
        #expect(files[0]["moves"] as? Int == 3)
        let diagnostic = try #require((files[1]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["line"] as? Int == 9 && diagnostic["column"] as? Int == 9)
        #expect(diagnostic["code"] as? String == "illegal-move")
        #expect(diagnostic["message"] as? String == "ply 3 (2. Qh6) is illegal: no white queen can reach h6")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["files": 3, "valid": 2, "invalid": 1, "errors": 1, "warnings": 1])
    }

    @Test func aScriptCanComeFromStdin() throws {
        let script = "name: T\nduration: 6\nstill: 4.6\nmoves:\n  1 e4\n  2 Ke3\n"
        let result = try ToolRunner.run(["validate", "-"], stdin: script)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("<stdin>:6:5: error: ply 2 (1... Ke3) is illegal: no black king can reach e3\n"))
    }

    @Test func aFileThatCannotBeReadIsAFailureNotAUsageError() throws {
        let result = try ToolRunner.run(["validate", "Examples/Scenes/castling.scene", "no/such/file.scene"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("no/such/file.scene: error: cannot read no/such/file.scene"))
        #expect(result.stdout.hasSuffix("2 files checked: 1 valid, 1 invalid (1 error, 0 warnings)\n"))
    }

    @Test func builtInScenesAreValidatedByName() throws {
        let result = try ToolRunner.run(["validate", "--json", "bots", "coins"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        // The bots scene plays its two moves through the validator; coins plays none.
        #expect(files.map { $0["moves"] as? Int } == [2, 0])
        #expect(files.map { $0["valid"] as? Bool } == [true, true])
    }

    @Test(arguments: [
        (["validate"], "missing FILE"),
        (["validate", "--strict", "x.scene"], "unknown option '--strict'"),
        (["validate", "-", "-"], "unexpected argument '-'"),
    ])
    func malformedCommandLinesExitTwo(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A batch manifest is checked as `batch` reads it, not parsed as a scene script: a good
    /// one is valid and points at `batch --list`, a bad one names its problem.
    @Test func aBatchManifestIsValidatedAsAManifest() throws {
        let folder = try BatchCommandTests.folder(manifest: BatchCommandTests.matrix)
        let good = try ToolRunner.run(["validate", "manifest.json"], in: folder)
        #expect(good.status == 0, "\(good.stdout)")
        #expect(good.stdout.contains("manifest.json: a batch manifest of 12 jobs; 'chess-motion batch manifest.json --list' lists them"),
                "\(good.stdout)")
        #expect(!good.stdout.contains("no 'name:' line"), "\(good.stdout)")
        try Data(#"{"jobs": [{"scene": "coins", "output": "./"}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let bad = try ToolRunner.run(["validate", "bad.json"], in: folder)
        #expect(bad.status == 1, "\(bad.stdout)")
        #expect(bad.stdout.contains("bad.json: error: not a valid batch manifest: ") && bad.stdout.contains("the manifest's own folder"),
                "\(bad.stdout)")
        #expect(!bad.stdout.contains("no 'name:' line"), "\(bad.stdout)")
    }
}
