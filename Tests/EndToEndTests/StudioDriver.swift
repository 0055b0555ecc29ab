import Foundation
import TestSupport

/// A running `chess-motion studio FILE`: the address it printed, stopped (SIGTERM) at the end.
final class StudioProcess {
    let process: Process
    let address: String
    var base: String { String(address.prefix { $0 != "?" }).replacingOccurrences(of: "/studio", with: "") }
    var token: String { String(address.split(separator: "=").last ?? "") }

    /// `serve: true`: `chess-motion serve --port 0`, its `/studio` page (no token, no file).
    init(_ arguments: [String], serve: Bool = false) throws {
        process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = serve ? ["serve", "--port", "0"] : ["studio"] + arguments
        process.environment = ToolRunner.environment()
        process.currentDirectoryURL = Fixtures.repositoryRoot
        let output = Pipe()
        // serve says where it listens on standard error, the studio its page on standard output.
        process.standardOutput = serve ? FileHandle.nullDevice : output
        process.standardError = serve ? output : FileHandle.nullDevice
        try process.run()
        // The first line is the address; the studio prints it once it listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let printed = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        address = serve ? (printed.components(separatedBy: "listening on ").last ?? "") + "/studio" : printed
        guard address.hasPrefix("http://127.0.0.1:") else {
            process.terminate()
            throw ExportProbe.Failure(description: "the studio printed no address: '\(address)'")
        }
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}

/// Drives the studio page in Debian's Chromium through Playwright (the Python package, in a venv
/// of the tests' own; the browser is the system's, through the DevTools protocol), one scenario
/// a run: a browser opened on the studio's address, the page used as a person would (typing,
/// Ctrl-S, clicks, downloads), and what happened reported as JSON.
enum StudioDriver {
    static let venv = TestVenv(name: "playwright", packages: ["playwright==1.65.3"])

    static func run(_ scenario: String, studio: StudioProcess, folder: URL, _ arguments: [String: String] = [:]) throws -> [String: Any] {
        let script = folder.appendingPathComponent("studio_driver.py")
        try source.write(to: script, atomically: true, encoding: .utf8)
        var input = arguments
        input["scenario"] = scenario
        input["address"] = studio.address
        input["chromium"] = try ExternalTool.chromium.require().path
        input["folder"] = folder.path
        let json = String(decoding: try JSONSerialization.data(withJSONObject: input), as: UTF8.self)
        let result = try ProcessRunner(try venv.python).run([script.path], stdin: .text(json), timeout: 420)
        guard result.status == 0, let data = result.stdout.data(using: .utf8),
              let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ExportProbe.Failure(description: "the studio driver failed (\(result.status)): \(result.stderr.suffix(2000)) \(result.stdout.suffix(400))")
        }
        return report
    }

    static let source = #"""
import base64, json, sys, time, urllib.request, urllib.error
from playwright.sync_api import sync_playwright

args = json.load(sys.stdin)
address = args["address"]
base = address.split("/studio")[0]
token = address.split("token=")[1] if "token=" in address else ""

OBSERVE = """
(() => {
  window.__last = 0; window.__edges = {};
  // The last keystroke, whichever editor has the focus (CodeMirror's own text area, or the page's).
  document.addEventListener('keydown', () => { window.__last = performance.now(); }, true);
  const watch = (name, test) => {
    let was = test();
    window.__edges[name] = [];
    new MutationObserver(() => {
      const now = test();
      if (now !== was) window.__edges[name].push({ on: now, at: performance.now() });
      was = now;
    }).observe(document.getElementById('diagnostics'), { childList: true, subtree: true, attributes: true });
  };
  watch('illegal', () => !!document.querySelector('#diagnostics li.error[data-code="illegal-move"]'));
  watch('error', () => !!document.querySelector('#diagnostics li.error'));
})()
"""

def caret_at_end_of_line(page, line):
    page.evaluate("""(line) => { const e = window.studio.editor; const lines = e.value.split('\\n');
      let at = 0; for (let i = 0; i < line; i++) at += lines[i].length + (i < line - 1 ? 1 : 0);
      e.select(at); }""", line)

def editor_text(page):
    return page.evaluate("window.studio.editor.value")

def select_all(page):
    page.evaluate("() => { const e = window.studio.editor; e.select(0, e.value.length); }")

# What the editor coloured, by CodeMirror's token class (the fallback uses the same classes).
COLOURS = """() => Object.fromEntries(['keyword', 'atom', 'number', 'comment', 'string', 'tag'].map(kind =>
  [kind, [...document.querySelectorAll('#editor .cm-' + kind)].map(e => e.textContent.trim())]))"""

def previewed(page, after=0):
    page.wait_for_function("(n) => Number(document.body.dataset.previewed ?? 0) > n", arg=after, timeout=30000)
    page.wait_for_function("() => document.getElementById('preview').contentDocument?.body?.dataset.ready === 'true'", timeout=30000)
    return int(page.evaluate("document.body.dataset.previewed"))

def frame_png(page, t):
    return page.evaluate("""async (t) => { const w = document.getElementById('preview').contentWindow;
      await w.kit.show({ t }); const stage = w.document.getElementById('stage');
      return { t: w.kit.player.t, png: stage.toDataURL('image/png') }; }""", t)

def request(method, path, body=b"", headers=None):
    req = urllib.request.Request(base + path, data=body if method == "POST" else None, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=30) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")

def diagnose(page):
    previewed(page)
    page.evaluate(OBSERVE)
    line = int(args["line"])
    caret_at_end_of_line(page, line)
    page.keyboard.type(args["typed"], delay=25)
    page.wait_for_function("() => window.__edges.illegal.some(e => e.on && e.at >= window.__last)", timeout=5000)
    shown = page.evaluate("""() => { const li = document.querySelector('#diagnostics li.error[data-code="illegal-move"]');
      const e = window.__edges.illegal.find(e => e.on && e.at >= window.__last);
      const gutter = window.studio.editor.markedLines('error');
      const underlined = [...document.querySelectorAll('#editor .studio-mark-error')].map(e => e.textContent);
      return { after: e.at - window.__last, line: Number(li.dataset.line), column: Number(li.dataset.column), text: li.textContent, gutter, underlined }; }""")
    for _ in args["typed"]:
        page.keyboard.press("Backspace")
        time.sleep(0.02)
    page.wait_for_function("() => window.__edges.error.some(e => !e.on && e.at >= window.__last)", timeout=5000)
    cleared = page.evaluate("""() => { const e = window.__edges.error.find(e => !e.on && e.at >= window.__last);
      return { after: e.at - window.__last, errors: document.querySelectorAll('#diagnostics li.error').length }; }""")
    colours = page.evaluate(COLOURS)
    # Undo goes back through the typing, and never past the text the page opened with.
    for _ in range(40):
        page.keyboard.press("Control+z")
    return {"shown": shown, "cleared": cleared, "colours": colours, "undone": editor_text(page)}

def parity(page):
    first = previewed(page)
    before = frame_png(page, float(args["t"]))
    caret_at_end_of_line(page, int(args["line"]))
    page.keyboard.type(args["typed"], delay=25)
    previewed(page, first)
    kept = page.evaluate("document.getElementById('preview').contentWindow.kit.player.t")
    page.keyboard.press("Control+s")
    page.wait_for_function("() => document.body.dataset.saved === '1'", timeout=10000)
    after = frame_png(page, float(args["t"]))
    return {"kept": kept, "t": after["t"], "png": after["png"], "text": editor_text(page)}

def save(page):
    page.wait_for_function("() => document.body.dataset.checked", timeout=30000)
    page.evaluate("() => window.studio.editor.select(0)")
    page.keyboard.type(args["mine"], delay=10)
    page.keyboard.press("Control+s")
    page.wait_for_function("() => document.body.dataset.saved === '1'", timeout=10000)
    first = {"disk": open(args["file"], encoding="utf-8").read(), "editor": editor_text(page)}
    with open(args["file"], "w", encoding="utf-8") as outside:
        outside.write(args["outside"])
    page.keyboard.type(args["more"], delay=10)
    page.keyboard.press("Control+s")
    page.wait_for_function("() => document.body.dataset.conflict === 'true'", timeout=10000)
    conflict = {"disk": open(args["file"], encoding="utf-8").read(), "editor": editor_text(page),
                "shown": page.input_value("#disk"), "visible": page.is_visible("#conflict"), "status": page.text_content("#status")}
    page.click("#overwrite")
    page.wait_for_function("() => document.body.dataset.saved === '2'", timeout=10000)
    last = {"disk": open(args["file"], encoding="utf-8").read(), "editor": editor_text(page)}
    return {"first": first, "conflict": conflict, "last": last}

def export(page):
    previewed(page)
    shown = frame_png(page, float(args["t"]))
    files = {}
    for format in args["formats"].split(","):
        with page.expect_download(timeout=120000) as info:
            page.click(f'.export[data-format="{format}"]')
        download = info.value
        path = f'{args["folder"]}/download-{format}'
        download.save_as(path)
        files[format] = {"name": download.suggested_filename, "path": path}
    disabled = page.evaluate("() => [...document.querySelectorAll('.export:disabled')].map(b => b.dataset.format)")
    return {"t": shown["t"], "files": files, "disabled": disabled}

def suggest(page):
    first = previewed(page)
    page.evaluate("""(typo) => { const e = window.studio.editor; const at = e.value.indexOf(typo.from);
      e.select(at, at + typo.from.length); }""", {"from": args["from"]})
    page.keyboard.type(args["to"], delay=25)
    page.wait_for_function("() => document.querySelector('#diagnostics li .apply')", timeout=10000)
    page.evaluate("() => { const w = document.getElementById('preview').contentWindow; return w.kit.show({ t: Number(%s) }); }" % args["t"])
    page.screenshot(path=args["screenshot"], scale="css")
    word = page.text_content("#diagnostics li .apply")
    page.click("#diagnostics li .apply")
    page.wait_for_function("() => !document.querySelector('#diagnostics li.error')", timeout=10000)
    previewed(page, first)
    return {"button": word, "text": editor_text(page)}

def game(page):
    page.wait_for_function("() => document.body.dataset.checked", timeout=30000)
    select_all(page)
    # The preview of the text before the paste may be shown already: wait for a newer one.
    before = int(page.evaluate("Number(document.body.dataset.previewed ?? 0)"))
    page.keyboard.insert_text(args["pgn"])
    previewed(page, before)
    shown = """() => { const kit = document.getElementById('preview').contentWindow.kit;
      const entry = kit?.manifest?.scenes.find(s => s.name === kit.player.scene.name); return { kind: entry?.kind, scene: entry?.name }; }"""
    # A preview asked for before the paste may land after it: wait (bounded) for the game's.
    try:
        page.wait_for_function("() => (" + shown + ")().kind === 'game'", timeout=20000)
    except Exception:
        pass
    layout = page.evaluate(shown)
    select_all(page)
    page.keyboard.insert_text(args["broken"])
    page.wait_for_function("() => document.querySelector('#diagnostics li.error')", timeout=10000)
    error = page.evaluate("""() => { const li = document.querySelector('#diagnostics li.error');
      return { line: Number(li.dataset.line), column: Number(li.dataset.column), code: li.dataset.code, text: li.textContent }; }""")
    typed = editor_text(page)
    page.reload()
    page.wait_for_function("() => document.body.dataset.checked", timeout=30000)
    return {"layout": layout, "error": error, "typed": typed, "reloaded": editor_text(page)}

def shown_game(page):
    """The kit page's scene now, and whether it is the game layout."""
    return page.evaluate("""() => { const kit = document.getElementById('preview').contentWindow.kit;
      const entry = kit?.manifest?.scenes.find(s => s.name === kit.player.scene.name); return { kind: entry?.kind, scene: entry?.name }; }""")

def drop(page):
    """A PGN file dropped on the editor plays in the game layout; its frame at t, for still's."""
    page.wait_for_function("() => document.body.dataset.checked", timeout=30000)
    before = int(page.evaluate("Number(document.body.dataset.previewed ?? 0)"))
    page.evaluate("""(file) => { const dropped = new DataTransfer();
      dropped.items.add(new File([file.text], file.name, { type: 'application/x-chess-pgn' }));
      const target = document.querySelector('#editor .CodeMirror-lines') ?? document.getElementById('text');
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true })); }""",
                  {"text": args["pgn"], "name": args["name"]})
    previewed(page, before)
    # A preview asked for before the drop may land after it: wait for the game's.
    page.wait_for_function("""() => { try { const kit = document.getElementById('preview').contentWindow.kit;
      return kit.manifest.scenes.find(s => s.name === kit.player.scene.name)?.kind === 'game'
        && document.getElementById('preview').contentDocument.body.dataset.ready === 'true'; } catch { return false; } }""", timeout=30000)
    shown = frame_png(page, float(args["t"]))
    return {"layout": shown_game(page), "text": editor_text(page), "t": shown["t"], "png": shown["png"]}

def served(page):
    first = previewed(page)
    status, body = request("POST", "/studio/save", b"name: x\n")
    return {"save": status, "error": body, "kind": page.evaluate("""() => { const kit = document.getElementById('preview').contentWindow.kit;
      return kit.manifest.scenes.find(s => s.name === kit.player.scene.name)?.kind; }""")}

def refusals(page):
    statuses = {}
    body = b"name: x\n"
    statuses["save without token"] = request("POST", "/studio/save", body)[0]
    statuses["save from another origin"] = request("POST", "/studio/save", body, {"X-Chess-Motion-Token": token, "Origin": "http://evil.example"})[0]
    statuses["still from another origin"] = request("POST", "/still.png", body, {"X-Chess-Motion-Token": token, "Origin": "http://evil.example"})[0]
    statuses["validate without token"] = request("POST", "/validate", body)[0]
    statuses["page without token"] = request("GET", "/studio")[0]
    statuses["save to another path"] = request("POST", "/studio/save?path=" + urllib.parse.quote(args["other"]), body,
                                               {"X-Chess-Motion-Token": token})[0]
    statuses["save to another route"] = request("POST", "/studio/save/" + urllib.parse.quote(args["other"]), body,
                                                {"X-Chess-Motion-Token": token})[0]
    statuses["render past the caps"] = request("POST", "/still.png?width=8192", args["script"].encode(), {"X-Chess-Motion-Token": token})[0]
    statuses["rebound host"] = request("GET", "/studio?token=" + token, headers={"Host": "attacker.example:80"})[0]
    # A page on another origin, in the same browser, posting as a web page can: refused too.
    page.goto("about:blank")
    page.set_content("<p>elsewhere</p>")
    statuses["browser post from another page"] = page.evaluate("""async (url) => {
      try { const a = await fetch(url, { method: 'POST', mode: 'no-cors', body: 'name: hijacked\\n' }); return a.status; }
      catch (e) { return -1; } }""", base + "/studio/save?token=" + token)
    return {"statuses": statuses}

def accessible(page):
    """The preview as a screen reader meets it: the accessibility tree of the preview's frame,
    read over the DevTools protocol after the player shows each instant."""
    previewed(page)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Accessibility.enable")
    def frames(tree):
        yield tree["frame"]
        for child in tree.get("childFrames", []):
            yield from frames(child)
    preview = [f["id"] for f in frames(cdp.send("Page.getFrameTree")["frameTree"]) if "/studio/kit/" in f.get("url", "")]
    def value(node, key):
        return (node.get(key) or {}).get("value")
    def live(node):
        return any(p["name"] == "live" and p["value"].get("value") in ("polite", "assertive") for p in node.get("properties", []))
    steps = []
    for t in [float(x) for x in args["times"].split(",")]:
        page.evaluate("""async (t) => { const w = document.getElementById('preview').contentWindow;
          const shown = await w.kit.show({ t }); w.kit.player.onFrame?.(shown); }""", t)
        page.wait_for_timeout(200)
        nodes = cdp.send("Accessibility.getFullAXTree", {"frameId": preview[0]})["nodes"] if preview else []
        by_id = {n["nodeId"]: n for n in nodes}
        def text(node):
            own = value(node, "name") or ""
            if value(node, "role") in ("StaticText", "InlineTextBox"):
                return own
            return own or "".join(text(by_id[c]) for c in node.get("childIds", []) if c in by_id)
        steps.append({"t": t,
                      "images": [value(n, "name") or "" for n in nodes if value(n, "role") in ("image", "img") and not n.get("ignored")],
                      "live": [text(n) for n in nodes if live(n) and value(n, "role") not in ("StaticText", "InlineTextBox")]})
    return {"frames": len(preview), "steps": steps}

import urllib.parse
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=args["chromium"], args=["--no-sandbox", "--disable-gpu", "--force-renderer-accessibility"])
    context = browser.new_context(device_scale_factor=2, viewport={"width": 1440, "height": 900}, accept_downloads=True)
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    if args["scenario"] != "refusals":
        page.goto(address + (("&" if "?" in address else "?") + args["query"] if args.get("query") else ""))
    result = globals()[args["scenario"]](page)
    result["problems"] = problems
    result["editor"] = page.evaluate("document.body.dataset.editor ?? ''") if args["scenario"] != "refusals" else ""
    browser.close()
print(json.dumps(result))
"""#
}
