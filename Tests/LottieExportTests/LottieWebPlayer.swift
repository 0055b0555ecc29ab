import Foundation
import MotionKit
import TestSupport

/// lottie-web (Airbnb's player, MIT) in headless Chromium: the player a web page uses. The npm
/// registry is out of reach here, so its unminified `build/player/lottie.js` is read from the
/// source map that PyPI's `streamlit-lottie` ships beside its bundle (installed without its
/// dependencies into python-lottie's venv; nothing of it is committed).
enum LottieWebPlayer {
    static let package = "streamlit-lottie==0.0.5"
    static let bundleMap = "streamlit_lottie/frontend/build/static/js/2.c2e60dd1.chunk.js.map"
    static let playerSource = "../node_modules/lottie-web/build/player/lottie.js"

    /// lottie.js, taken out of the source map once per test process.
    static var script: URL {
        get throws { try installed.get() }
    }

    private static let installed: Result<URL, Error> = Result { try install() }

    private static func install() throws -> URL {
        let python = try PythonLottiePlayer.python
        let target = PythonLottiePlayer.venv.folder.appendingPathComponent("lottie-web.js")
        if FileManager.default.fileExists(atPath: target.path) { return target }
        try PythonLottiePlayer.venv.pipInstall(["--no-deps", package])
        let extract = """
        import json, sys, site, os
        for root in site.getsitepackages():
            path = os.path.join(root, sys.argv[1])
            if os.path.exists(path):
                m = json.load(open(path))
                open(sys.argv[3], "w").write(m["sourcesContent"][m["sources"].index(sys.argv[2])])
                break
        else:
            sys.exit("no " + sys.argv[1])
        """
        let result = try ProcessRunner(python).run(["-c", extract, bundleMap, playerSource, target.path], timeout: 60)
        guard result.status == 0 else { throw PythonLottiePlayer.SetupFailed(step: "lottie.js from \(package)", output: result.stderr) }
        return target
    }

    /// Frame `k` of `json` as lottie-web's SVG renderer draws it at `width` x `height`.
    static func frame(_ k: Int, of json: Data, width: Int, height: Int) throws -> RasterImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-web-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("frame.html"), shot = folder.appendingPathComponent("frame.png")
        let html = """
        <!doctype html><html><head><style>html,body{margin:0;padding:0}#a{width:\(width)px;height:\(height)px}</style>
        <script src="\(try script.absoluteString)"></script></head><body><div id="a"></div><script>
        var a = lottie.loadAnimation({container: document.getElementById('a'), renderer: 'svg', loop: false, autoplay: false,
                                      animationData: \(String(decoding: json, as: UTF8.self))});
        a.addEventListener('DOMLoaded', function () { a.goToAndStop(\(k), true); });
        </script></body></html>
        """
        try Data(html.utf8).write(to: page)
        let chromium = try ProcessRunner(path: "/usr/bin/chromium").run([
            "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--allow-file-access-from-files",
            "--window-size=\(width),\(height)", "--virtual-time-budget=5000", "--screenshot=\(shot.path)", page.absoluteString,
        ], timeout: 180)
        guard FileManager.default.fileExists(atPath: shot.path) else {
            throw PythonLottiePlayer.SetupFailed(step: "chromium screenshot (chromium is in Scripts/install-dependencies)", output: chromium.stderr)
        }
        let decode = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1]).convert("RGBA").convert("RGBa")
        r, g, b, a = image.split()
        sys.stdout.buffer.write(Image.merge("RGBa", (b, g, r, a)).tobytes())
        """
        let pixels = try ProcessRunner(try PythonLottiePlayer.python).run(["-c", decode, shot.path], timeout: 60)
        guard pixels.status == 0, pixels.stdoutData.count == width * height * 4 else {
            throw PythonLottiePlayer.SetupFailed(step: "reading the screenshot", output: pixels.stderr)
        }
        return RasterImage(width: width, height: height, pixels: [UInt8](pixels.stdoutData))
    }
}
