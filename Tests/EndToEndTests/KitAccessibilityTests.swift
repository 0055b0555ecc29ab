import Foundation
import TestSupport
import Testing

/// The kit page as a screen reader meets it: Debian's Chromium opened on the page (through
/// Playwright, in the studio tests' venv), its accessibility tree read over the DevTools protocol
/// (`Accessibility.getFullAXTree`), never the page's own attributes.
@Suite("chess-motion kit: the page's accessibility", .serialized)
struct KitAccessibilityTests {
    /// What the browser's accessibility tree held after each step.
    struct Report: Decodable {
        struct Step: Decodable {
            var t: Double
            /// Every node Chromium exposes as an image, with its computed name.
            var images: [String]
            /// The text of every live region, and how polite it is.
            var live: [String]
            var liveness: [String]
        }
        var steps: [Step]
        var problems: [String]
    }

    static let driver = #"""
import json, sys
from playwright.sync_api import sync_playwright

args = json.load(sys.stdin)

def tree(cdp):
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    def value(node, key):
        return (node.get(key) or {}).get("value")
    def prop(node, name):
        for p in node.get("properties", []):
            if p["name"] == name:
                return p["value"].get("value")
        return None
    by_id = {n["nodeId"]: n for n in nodes}
    def text(node):
        own = value(node, "name") or ""
        if value(node, "role") in ("StaticText", "InlineTextBox"):
            return own
        return own or "".join(text(by_id[c]) for c in node.get("childIds", []) if c in by_id)
    images = [value(n, "name") or "" for n in nodes if value(n, "role") in ("image", "img") and not n.get("ignored")]
    live = [n for n in nodes if prop(n, "live") in ("polite", "assertive") and value(n, "role") not in ("StaticText", "InlineTextBox")]
    return {"images": images, "live": [text(n) for n in live], "liveness": [prop(n, "live") for n in live]}

with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=args["chromium"], args=["--no-sandbox", "--disable-gpu", "--force-renderer-accessibility"])
    page = browser.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(args["address"])
    page.wait_for_function("() => document.body.dataset.ready === 'true'", timeout=60000)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Accessibility.enable")
    steps = []
    for t in args["times"]:
        shown = page.evaluate("async (o) => { const t = await window.kit.show(o); window.kit.player.onFrame?.(t); return t; }",
                              {"scene": args["scene"], "t": t})
        page.wait_for_timeout(200)
        step = tree(cdp)
        step["t"] = shown
        steps.append(step)
    browser.close()
print(json.dumps({"steps": steps, "problems": problems}))
"""#

    /// Writes the kit page for `scene` (`extra` options too), opens it at each of `times` and
    /// reads the accessibility tree.
    static func read(_ scene: String, times: [Double], extra: [String] = []) throws -> (report: Report, manifest: [String: Any]) {
        let folder = try TemporaryFolder()
        let written = try ToolRunner.run(["kit", scene, "-o", folder.url.path] + extra)
        #expect(written.status == 0, "\(written.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("kit.json")))
            as? [String: Any])
        let server = try KitServer(folder: folder.url)
        defer { server.stop() }
        let script = folder.url.appendingPathComponent("a11y_driver.py")
        try driver.write(to: script, atomically: true, encoding: .utf8)
        let input: [String: Any] = ["chromium": try ExternalTool.chromium.require().path, "scene": scene, "times": times,
                                    "address": server.base.appendingPathComponent("index.html").absoluteString]
        let result = try ProcessRunner(try StudioDriver.venv.python)
            .run([script.path], stdin: .text(String(decoding: try JSONSerialization.data(withJSONObject: input), as: UTF8.self)), timeout: 120)
        guard result.status == 0 else {
            throw ExportProbe.Failure(description: "the accessibility driver failed (\(result.status)): \(result.stderr.suffix(2000))")
        }
        return (try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8)), manifest)
    }

    /// The bots scene's moves as kit.json says them: each caption's instant and words.
    static func cues(_ manifest: [String: Any], scene: String) throws -> [(t: Double, text: String)] {
        let scenes = try #require(manifest["scenes"] as? [[String: Any]])
        let entry = try #require(scenes.first { $0["name"] as? String == scene })
        let words = try #require(entry["words"] as? [String: Any])
        return try #require(words["cues"] as? [[String: Any]]).compactMap { cue in
            guard let t = cue["t"] as? Double, let text = cue["text"] as? String else { return nil }
            return (t, text)
        }
    }

    /// Before the first move the board is named square by square; once 1.e4 has landed its name
    /// says so, and the live region has announced "1. e4 — white pawn to e4"; then 1...e5, in the
    /// page's language.
    @Test(.requires(.chromium)) func theBoardIsNamedAndEachMoveAnnounced() throws {
        let (first, manifest) = try Self.read("bots", times: [2.0, 3.3, 4.4])
        let cues = try Self.cues(manifest, scene: "bots")
        let e4 = try #require(cues.first { $0.text == "1. e4 \u{2014} white pawn to e4" })
        let e5 = try #require(cues.first { $0.text == "1... e5 \u{2014} black pawn to e5" })
        #expect(e4.t < 3.3 && e5.t < 4.4 && e5.t > 3.3, "e4 at \(e4.t), e5 at \(e5.t)")
        #expect(first.problems.isEmpty, "\(first.problems)")
        #expect(first.steps.count == 3)
        guard first.steps.count == 3 else { return }

        let before = first.steps[0], afterE4 = first.steps[1], afterE5 = first.steps[2]
        // The stage is an image named by its board before any move.
        #expect(before.images.contains { $0.contains("Chess board. White to move.") && $0.contains("pawns on a2, b2, c2, d2, e2") },
                "\(before.images)")
        #expect(afterE4.images.contains { $0.contains("Chess board. Black to move.") && $0.contains("Last move: white pawn to e4.") },
                "\(afterE4.images)")
        #expect(afterE4.live == ["1. e4 \u{2014} white pawn to e4"] && afterE4.liveness == ["polite"], "\(afterE4.live)")
        #expect(afterE5.live == ["1... e5 \u{2014} black pawn to e5"], "\(afterE5.live)")
        #expect(afterE5.images.contains { $0.contains("Last move: black pawn to e5.") }, "\(afterE5.images)")

        let (spanish, _) = try Self.read("bots", times: [4.4], extra: ["--locale", "es"])
        #expect(spanish.steps.first?.images.contains { $0.contains("Tablero de ajedrez. Juegan las blancas.") } == true,
                "\(spanish.steps.first?.images ?? [])")
        #expect(spanish.steps.first?.live == ["1... e5 \u{2014} peón negro a e5"], "\(spanish.steps.first?.live ?? [])")
    }
}
