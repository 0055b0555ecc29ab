import ChessMotion
import Foundation
import LottieExport
import MotionKit
import Testing
import TestSupport

/// Every built-in scene's Lottie validates against the lottie-spec project's schema, read by
/// Python's jsonschema (Schema/README.md names the copy's source).
@Suite struct LottieSchemaTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Schema/lottie.schema.json")

    @Test(arguments: ["bots", "coins", "clock"]) func theExportValidatesAgainstTheSpecSchema(_ scene: String) throws {
        let setup = try PreparedScene(scene, settings: ResolvedSettings(settingsFile: "/nonexistent/settings.json",
                                                                        overrides: SceneOverrides(scheme: .dark, locale: "es")))
        let animation = try setup.lottieExporter(size: try setup.defaultPixelSize, fps: 30).export()
        let errors = try Self.schemaErrors(animation.json, name: scene)
        #expect(errors == nil, "\(scene): \(errors ?? "")")
    }

    /// What the schema finds wrong with `json` (its first five errors), nil when it validates.
    static func schemaErrors(_ json: Data, name: String) throws -> String? {
        let folder = try TemporaryFolder("lottie-schema")
        let file = folder.url.appendingPathComponent("\(name).json")
        try json.write(to: file)
        let script = """
        import json, sys, jsonschema
        validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        errors = list(validator.iter_errors(json.load(open(sys.argv[2]))))
        for error in errors[:5]: print(list(error.absolute_path), error.message[:300])
        sys.exit(1 if errors else 0)
        """
        let result = try ProcessRunner(path: "/usr/bin/python3").run(["-c", script, Self.schema.path, file.path], timeout: 120)
        return result.status == 0 ? nil : result.stdout + result.stderr
    }

    /// The judge itself rejects what is not Lottie, so a pass above means something.
    @Test func theSchemaRefusesABrokenAnimation() throws {
        let folder = try TemporaryFolder("lottie-schema")
        let file = folder.url.appendingPathComponent("broken.json")
        try Data(#"{"fr": -1, "layers": [{"ty": 4}]}"#.utf8).write(to: file)
        let script = """
        import json, sys, jsonschema
        validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        sys.exit(1 if list(validator.iter_errors(json.load(open(sys.argv[2])))) else 0)
        """
        let result = try ProcessRunner(path: "/usr/bin/python3").run(["-c", script, Self.schema.path, file.path], timeout: 60)
        #expect(result.status == 1)
    }
}
