import Foundation
import TestSupport

/// Drives a kit page in headless Chromium as a user would and reads back what its canvas shows.
/// The script is appended to a copy of the page's `index.html`; it waits for the page to load
/// its data, then performs each step — a frame opened through the page's own `kit.show` (the
/// same path the controls take), the frame as the address opened it, or a control moved with an
/// `input` event — and records the stage canvas as PNG. The result is written into the DOM as
/// JSON, where `chromium --dump-dom` shows it.
enum KitDriver {
    /// One step: `show` (scene, t, scheme, posture, ...), `opened` (the frame the address asked
    /// for) or `input` (a control's id and the value typed into it).
    struct Step: Encodable {
        var kind: String
        var scene: String?
        var t: Double?
        var scheme: String?
        var posture: String?
        var theme: String?
        var pieces: String?
        var avatars: String?
        var control: String?
        var value: String?
        /// For `wait`: milliseconds of the page's clock (virtual: they pass as fast as the page can draw).
        var milliseconds: Int?

        static func show(_ scene: String, t: Double?, scheme: String = "light", posture: String = "phone",
                         theme: String? = nil, pieces: String? = nil, avatars: String? = nil) -> Step {
            Step(kind: "show", scene: scene, t: t, scheme: scheme, posture: posture, theme: theme, pieces: pieces, avatars: avatars)
        }
        static let opened = Step(kind: "opened")
        static func input(_ control: String, _ value: String) -> Step { Step(kind: "input", control: control, value: value) }
        static func wait(_ milliseconds: Int) -> Step { Step(kind: "wait", milliseconds: milliseconds) }
    }

    /// One recorded frame: the scene and instant the player showed, and the stage canvas.
    struct Shown: Decodable {
        var scene: String, t: Double
        /// Whether the player is still animating (false once live playback has come to rest).
        var animating: Bool
        /// The canvas's size in pixels and its picture as a PNG data URL.
        var width: Int, height: Int, png: String
    }

    struct Report: Decodable {
        var frames: [Shown]?
        var error: String?
        var planSteps: [String: Int]?
    }

    static func script(_ steps: [Step]) throws -> String {
        let json = String(decoding: try JSONEncoder().encode(steps), as: UTF8.self)
        return """
        window.addEventListener("load", () => (async () => {
          await window.kitReady;
          const steps = \(json);
          const stage = document.getElementById("stage");
          const frames = [];
          const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
          for (const step of steps) {
            if (step.kind === "show") {
              const { kind, control, value, milliseconds, ...options } = step;
              for (const key of Object.keys(options)) if (options[key] === null) delete options[key];
              await window.kit.show(options);
            } else if (step.kind === "input") {
              const control = document.getElementById(step.control);
              control.value = step.value;
              control.dispatchEvent(new Event("input", { bubbles: true }));
              await settle();
            } else if (step.kind === "wait") {
              await new Promise((resolve) => setTimeout(resolve, step.milliseconds));
            }
            const animating = window.kit.player.animating;
            window.kit.player.draw();
            frames.push({ t: window.kit.player.t, scene: window.kit.player.scene.name, animating, width: stage.width, height: stage.height,
                          png: stage.toDataURL("image/png") });
          }
          const planSteps = {};
          for (const [name, file] of Object.entries(window.kit.manifest.plans)) {
            const plan = await (await fetch(file)).json();
            const board = plan.kind === "script" || plan.kind === "game" ? plan.board.plan : plan.kind === "intro" ? plan.board : plan;
            planSteps[name] = board.steps.length;
          }
          return { frames, planSteps };
        })().then(
          (result) => { const pre = document.createElement("pre"); pre.id = "driver-result"; pre.textContent = JSON.stringify(result); document.body.append(pre); },
          (error) => { const pre = document.createElement("pre"); pre.id = "driver-result"; pre.textContent = JSON.stringify({ error: String(error && error.stack || error) }); document.body.append(pre); }
        ));
        """
    }

    /// Runs `steps` on the kit page in `folder`, served over HTTP on the loopback interface and
    /// opened with `query` (such as "?scene=bots&t=4.6"), at device pixel ratio 2 (so a
    /// phone's 360 x 280 CSS stage is 720 x 560 pixels, the size `chess-motion still` draws).
    /// Returns the frames, each decoded into `folder/driven-N.png`.
    static func run(kit folder: URL, query: String = "", steps: [Step], browserFlags: [String] = []) throws -> (frames: [Shown], files: [URL], planSteps: [String: Int]) {
        let chromium = try ExternalTool.chromium.require().path
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let driven = folder.appendingPathComponent("driven.html")
        try html.replacingOccurrences(of: "</body>", with: "<script>\n\(try script(steps))\n</script>\n</body>")
            .write(to: driven, atomically: true, encoding: .utf8)
        let server = try KitServer(folder: folder)
        defer { server.stop() }
        let address = server.base.appendingPathComponent("driven.html").absoluteString + query
        let page = try ProcessRunner(path: chromium).run([
            "--headless", "--disable-gpu", "--no-sandbox", "--force-device-scale-factor=2",
            "--hide-scrollbars", "--window-size=1400,1000", "--virtual-time-budget=60000",
        ] + browserFlags + ["--dump-dom", address])
        let dom = page.stdout
        guard page.status == 0 else { throw ExportProbe.Failure(description: "chromium exited with status \(page.status)") }
        guard let start = dom.range(of: "<pre id=\"driver-result\">"),
              let end = dom[start.upperBound...].range(of: "</pre>") else {
            throw ExportProbe.Failure(description: "the kit driver did not report; page output: \(dom.suffix(600))")
        }
        let unescaped = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let report = try JSONDecoder().decode(Report.self, from: Data(unescaped.utf8))
        if let error = report.error { throw ExportProbe.Failure(description: "the kit page failed: \(error)") }
        let frames = report.frames ?? []
        var files: [URL] = []
        for (index, frame) in frames.enumerated() {
            let prefix = "data:image/png;base64,"
            guard frame.png.hasPrefix(prefix), let data = Data(base64Encoded: String(frame.png.dropFirst(prefix.count))) else {
                throw ExportProbe.Failure(description: "frame \(index) is not a PNG data URL")
            }
            let file = folder.appendingPathComponent("driven-\(index).png")
            try data.write(to: file)
            files.append(file)
        }
        return (frames, files, report.planSteps ?? [:])
    }
}
