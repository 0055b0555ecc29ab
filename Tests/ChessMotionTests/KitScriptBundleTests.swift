@testable import ChessMotion
@testable import ChessMotionTool
import Foundation
import TestSupport
import Testing

/// The inliner that lets the kit page open from disk: what it rewrites, and what it refuses
/// rather than pass through half-rewritten. That the result runs is the end-to-end test's job
/// (KitFromDiskTests); here the text.
@Suite("The kit page's inlined modules")
struct KitScriptBundleTests {
    typealias Module = KitScriptBundle.Module

    @Test func importsBecomeLookupsAndExportsAreHandedOut() throws {
        let body = try KitScriptBundle.rewrite(Module(path: "scenes/a.js", source: """
            import { M, P as Point } from "../motion.js";
            export const K = 1;
            export function draw() { return import(`./${"b"}.js`); }
            export class Card {}
            const privateName = 2;
            """), known: ["motion.js", "scenes/a.js"])
        #expect(body.contains(#"const { M, P: Point } = kitRequire("../motion.js");"#))
        #expect(body.contains("\nconst K = 1;") && body.contains("\nfunction draw()") && body.contains("\nclass Card {}"))
        #expect(body.contains("return kitImport(`./"), "a dynamic import resolves among the bundled modules")
        #expect(body.hasSuffix("Object.assign(kitExports, { K, draw, Card });"))
        #expect(!body.contains("export "))
    }

    /// Lines end at each "\n", so a CRLF file's lines are found as an LF file's (Swift takes
    /// "\r\n" as one Character); a method or name that merely ends in `import` stays.
    @Test func crlfLinesAndOnlyTheDynamicImportAreRewritten() throws {
        let body = try KitScriptBundle.rewrite(Module(path: "a.js", source: "export const K = 1;\r\n"
            + "export function f(x) { return [x.import(1), reimport (2), $import(3), import (\"./b.js\")]; }\r\n"), known: ["a.js"])
        #expect(body.hasPrefix("const K = 1;\r\nfunction f(x)"), "\(body)")
        #expect(body.contains("[x.import(1), reimport (2), $import(3), kitImport(\"./b.js\")]"), "\(body)")
        #expect(body.hasSuffix("Object.assign(kitExports, { K, f });"))
    }

    @Test func formsItCannotRewriteAreRefusedWithTheirLine() {
        let refused = ["import motion from \"./motion.js\";", "export default 1;", "export { a };", "export let counter = 0;",
                       "import {\n  M } from \"./motion.js\";", "import * as M from \"./motion.js\";"]
        for source in refused {
            #expect(throws: KitPageError.self, "\(source)") {
                try KitScriptBundle.rewrite(Module(path: "x.js", source: "// a module\n" + source), known: ["x.js", "motion.js"])
            }
        }
        #expect(throws: KitPageError.unbundlable("x.js", line: 1, reason: "imports ./absent.js, which is not one of the page's modules")) {
            try KitScriptBundle.rewrite(Module(path: "x.js", source: "import { a } from \"./absent.js\";"), known: ["x.js"])
        }
    }

    @Test func relativePathsResolveAsABrowserResolvesThem() {
        #expect(KitScriptBundle.resolve("../motion.js", from: "scenes/bots.js") == "motion.js")
        #expect(KitScriptBundle.resolve("./avatars.js", from: "scenes/bots.js") == "scenes/avatars.js")
        #expect(KitScriptBundle.resolve("./scenes/coins.js", from: "kit.js") == "scenes/coins.js")
    }

    /// The script cannot end its own element, and every module of `Web/` is in a form it reads.
    @Test func theShippedModulesBundleIntoOneSafeScript() throws {
        let web = Fixtures.url("Web")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: web.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".js") }.map { "scenes/" + $0 }
        let modules = try (["motion.js", "board.js", "kit.js"] + scenes).map {
            Module(path: $0, source: try String(contentsOf: web.appendingPathComponent($0), encoding: .utf8))
        }
        let script = try KitScriptBundle.script(modules + [Module(path: "y.js", source: "const s = \"</script><!--\";")], entry: "kit.js")
        #expect(!script.lowercased().contains("</script") && !script.contains("<!--"))
        for module in modules { #expect(script.contains("define(\"\(module.path)\"")) }
        #expect(script.hasSuffix("load(\"kit.js\");\n})();\n"))
    }
}
