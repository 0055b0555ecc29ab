import MotionKit
import ChessMotionSupport
import FoundationEssentials

/// One self-contained HTML file for looking at a scene by hand: every frame of one loop embedded
/// (as PNG data URLs, in both colour schemes), a slider to drag the time back and forth, play and
/// pause at a chosen speed, and a light/dark switch. It needs no server and no network: open the
/// file in any browser.
package struct ScrubberPage: Sendable {
    package var title: String
    /// One loop, in scene seconds; frame k shows t = k / fps.
    package var duration: Double
    package var stillTime: Double
    /// The scene's own speed: "1x" plays as the app does.
    package var speed: Double
    package var fps: Double
    package var frameSize: PixelSize
    package var initialScheme: ColorScheme
    package var palettes: PaletteSet
    /// PNG data of each frame, light and dark.
    package var light: [Data]
    package var dark: [Data]

    package static let fpsRange = 1.0...60.0
    package static let maximumFrames = 1200

    package init(title: String, duration: Double, stillTime: Double, speed: Double, fps: Double, frameSize: PixelSize,
                initialScheme: ColorScheme, palettes: PaletteSet, light: [Data], dark: [Data]) {
        self.title = title
        self.duration = duration
        self.stillTime = stillTime
        self.speed = speed
        self.fps = fps
        self.frameSize = frameSize
        self.initialScheme = initialScheme
        self.palettes = palettes
        self.light = light
        self.dark = dark
    }

    /// How many frames one loop has at `fps`, or why that is not a sensible page.
    package static func frameCount(duration: Double, fps: Double) throws(ScrubberPageError) -> Int {
        guard fps.isFinite, fpsRange.contains(fps) else { throw .fps(fps, allowed: fpsRange) }
        guard duration.isFinite, duration > 0 else { throw .duration(duration) }
        let count = Int((duration * fps - 1e-9).rounded(.up))
        guard count <= maximumFrames else { throw .tooManyFrames(count, maximum: maximumFrames) }
        return max(1, count)
    }

    /// The frame shown first and reached by the Still button: the grid frame nearest the still time.
    package var stillIndex: Int {
        min(max(0, Int((stillTime * fps).rounded())), max(0, light.count - 1))
    }

    package func html() -> String {
        let size = frameSize
        // The frame fills the window, keeping the box's proportions: as wide as the page allows,
        // no taller than the window leaves beside the controls. Frames are drawn at twice the
        // box by default, so a phone-sized or high-DPR view stays sharp.
        return """
        <!doctype html>
        <html lang="en" data-scheme="\(initialScheme.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title)) — ChessMotion preview</title>
        <style>
        \(css(for: .light)) \(css(for: .dark))
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--background); color: var(--text); font: 14px/1.4 system-ui, "DejaVu Sans", sans-serif; }
        main { margin: 0 auto; padding: 24px; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        p { margin: 0 0 16px; color: var(--secondary); }
        #frame { display: block; margin: 0 auto; width: min(100%, calc((100vh - 200px) * \(size.width) / \(size.height)));
                 min-width: min(100%, 240px); height: auto; aspect-ratio: \(size.width) / \(size.height);
                 border-radius: 14px; background: var(--surface); box-shadow: 0 2px 12px rgba(0,0,0,.15); }
        .row { display: flex; align-items: center; gap: 12px; margin-top: 14px; flex-wrap: wrap; }
        #scrubber { flex: 1; min-width: 160px; accent-color: var(--accent); }
        #time { font-variant-numeric: tabular-nums; min-width: 7.5em; }
        button, select { font: inherit; color: var(--text); background: var(--surface); border: 1px solid var(--border);
                         border-radius: 8px; padding: 6px 12px; cursor: pointer; }
        button:focus-visible, select:focus-visible, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        #play { min-width: 5.5em; }
        label { display: inline-flex; align-items: center; gap: 6px; }
        </style>
        </head>
        <body>
        <main>
        <h1>\(Self.escape(title))</h1>
        <p>One loop: \(duration.trimmed) s of scene time, \(fps.trimmed) frames a second\(speed == 1 ? "" : ", played at \(speed.trimmed)× in the app"). The still frame (what Reduce Motion shows) is at \(stillTime.trimmed) s.</p>
        <img id="frame" alt="The scene at the time shown below" width="\(size.width)" height="\(size.height)">
        <div class="row">
          <button id="play" type="button">Play</button>
          <input id="scrubber" type="range" min="0" max="\(max(0, light.count - 1))" step="1" value="\(stillIndex)" list="marks" aria-label="Scene time">
          <output id="time" for="scrubber"></output>
        </div>
        <datalist id="marks"><option value="0"></option><option value="\(stillIndex)" label="still"></option></datalist>
        <div class="row">
          <label>Speed <select id="speed">
            <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>
            <option value="1" selected>1×</option><option value="2">2×</option>
          </select></label>
          <button id="still" type="button">Still frame (\(stillTime.trimmed) s)</button>
          <label><input id="dark" type="checkbox"\(initialScheme == .dark ? " checked" : "")> Dark</label>
        </div>
        </main>
        <script>
        "use strict";
        const frames = {
          light: [\(light.map { "\"data:image/png;base64,\($0.base64EncodedString())\"" }.joined(separator: ",\n"))],
          dark: [\(dark.map { "\"data:image/png;base64,\($0.base64EncodedString())\"" }.joined(separator: ",\n"))]
        };
        const fps = \(fps), sceneSpeed = \(speed), count = frames.light.length, stillIndex = \(stillIndex);
        const root = document.documentElement;
        const image = document.getElementById("frame"), scrubber = document.getElementById("scrubber");
        const timeLabel = document.getElementById("time"), playButton = document.getElementById("play");
        const speedMenu = document.getElementById("speed"), darkSwitch = document.getElementById("dark");
        let index = stillIndex, playing = false;
        // Playback follows the clock from an anchor (where and when it last started), not a sum of
        // frame-to-frame steps, so a busy or throttled tab shows the right frame when it catches up.
        let anchorIndex = stillIndex, anchorTime = 0;

        // Every frame is loaded up front (the page's load event waits for them): once loaded, a
        // frame is an available image, and showing it is immediate, so scrubbing never flickers.
        const preloaded = { light: frames.light.map(preload), dark: frames.dark.map(preload) };
        function preload(url) { const img = new Image(); img.src = url; return img; }
        function picture(scheme, i) { return preloaded[scheme][i].src; }

        function show(i) {
          index = ((i % count) + count) % count;
          const scheme = root.dataset.scheme;
          image.src = picture(scheme, index);
          image.dataset.index = String(index);
          image.dataset.scheme = scheme;
          scrubber.value = String(index);
          timeLabel.textContent = "t = " + (index / fps).toFixed(2) + " s" + (index === stillIndex ? " · still" : "");
        }

        function clockIndex() {
          const elapsedFrames = (performance.now() - anchorTime) / 1000 * fps * sceneSpeed * Number(speedMenu.value);
          return Math.floor(anchorIndex + elapsedFrames) % count;
        }

        function anchor() { anchorIndex = index; anchorTime = performance.now(); }

        function tick() {
          if (!playing) return;
          const next = clockIndex();
          if (next !== index) show(next);
          requestAnimationFrame(tick);
        }

        function setPlaying(on) {
          if (playing && !on) show(clockIndex()); // pause where the clock is now
          playing = on;
          playButton.textContent = on ? "Pause" : "Play";
          anchor();
          if (on) requestAnimationFrame(tick);
        }

        scrubber.addEventListener("input", () => { show(Number(scrubber.value)); anchor(); });
        playButton.addEventListener("click", () => setPlaying(!playing));
        speedMenu.addEventListener("change", () => { if (playing) { show(clockIndex()); anchor(); } });
        document.getElementById("still").addEventListener("click", () => { setPlaying(false); show(stillIndex); });
        darkSwitch.addEventListener("change", () => { root.dataset.scheme = darkSwitch.checked ? "dark" : "light"; show(index); });
        document.addEventListener("keydown", (event) => {
          if (event.key === " " && event.target === document.body) { event.preventDefault(); setPlaying(!playing); }
        });
        show(stillIndex);
        </script>
        </body>
        </html>

        """
    }

    /// The page's colours, from the same palette tokens the scenes use.
    private func css(for scheme: ColorScheme) -> String {
        let p = palettes[scheme]
        func hex(_ token: PaletteToken) -> String { p[token].withAlpha(1).hexString }
        return ":root[data-scheme=\"\(scheme.rawValue)\"] { color-scheme: \(scheme.rawValue); --background: \(hex(.background)); "
            + "--surface: \(hex(.surface)); --text: \(hex(.text)); --secondary: \(hex(.secondaryText)); "
            + "--accent: \(hex(.accent)); --border: \(hex(.border)); }"
    }

    static func escape(_ text: String) -> String {
        text.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
            .replacingEvery(">", with: "&gt;").replacingEvery("\"", with: "&quot;")
    }
}

/// Why a scrubber page cannot be made.
package enum ScrubberPageError: Error, Equatable, Sendable, CustomStringConvertible {
    case fps(Double, allowed: ClosedRange<Double>)
    case duration(Double)
    case tooManyFrames(Int, maximum: Int)

    package var description: String {
        switch self {
        case .fps(let fps, let allowed):
            "\(fps.trimmed) frames per second is not possible for a preview page: use \(allowed.lowerBound.trimmed) to \(allowed.upperBound.trimmed)"
        case .duration(let duration):
            "a scene of \(duration.trimmed) s cannot be previewed"
        case .tooManyFrames(let count, let maximum):
            "\(count) frames per scheme is more than a preview page holds (\(maximum)); lower --fps"
        }
    }
}
