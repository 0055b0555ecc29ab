import Foundation
import TestSupport
import Testing

/// The scrubber page is tested in a real browser: Debian's chromium, headless, loads the file
/// straight from disk (no server), and a small driver script appended to a copy of the page
/// does what a user does — drags the slider, flips to dark, plays, pauses, presses Still — and
/// records which frame the image element shows and a hash of its decoded pixels each time.
@Suite("chess-motion preview: the scrubber page in headless chromium")
struct PreviewCommandTests {
    /// What the image element showed: the frame's index and label, the scheme, the image's
    /// width and a hash of its decoded pixels.
    struct Shown: Decodable, Equatable {
        var index: Int, label: String, scheme: String
        var width: Int, hash: UInt32
    }

    struct Recording: Decodable {
        var initial: Shown, at3: Shown, atEnd: Shown, back3: Shown, dark3: Shown, played: Shown, still: Shown
        var max: Int
        var layout: Layout
    }

    struct Layout: Decodable, Equatable {
        var shownWidth: Double, shownHeight: Double, windowWidth: Double
    }

    @Test(.requires(.chromium)) func draggingTheSliderChangesTheShownFrame() throws {
        let chromium = try ExternalTool.chromium.require().path
        let folder = try TemporaryFolder()
        let page = folder.appendingPathComponent("coins.html")
        let result = try ToolRunner.run(["preview", "coins", "--fps", "5", "--width", "120", "-o", page.path])
        #expect(result.status == 0, "\(result.stderr)")

        let html = try String(contentsOf: page, encoding: .utf8)
        let driven = folder.appendingPathComponent("driven.html")
        try html.replacingOccurrences(of: "</body>", with: "<script>\n\(ScrubberDriver.script)\n</script>\n</body>")
            .write(to: driven, atomically: true, encoding: .utf8)

        let browser = try ProcessRunner(path: chromium).run(["--headless", "--disable-gpu", "--no-sandbox", "--window-size=1000,1000",
                                                             "--virtual-time-budget=10000", "--dump-dom", driven.absoluteString])
        let dom = browser.stdout
        #expect(browser.status == 0)
        let json = try #require(dom.range(of: "<pre id=\"driver-result\">").flatMap { start in
            dom[start.upperBound...].range(of: "</pre>").map { String(dom[start.upperBound..<$0.lowerBound]) }
        }, "the driver did not report; page output: \(dom.suffix(400))")
        let unescaped = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let r = try JSONDecoder().decode(Recording.self, from: Data(unescaped.utf8))

        // coins at 5 fps: 30 frames over 6 s; it opens on the still, 4.4 s = frame 22.
        #expect(r.max == 29)
        #expect(r.initial.index == 22 && r.initial.label.contains("4.40 s") && r.initial.label.contains("still"))
        #expect(r.initial.width == 120)
        // A 120-pixel frame in a 1000-pixel window is scaled to the window, keeping the box's
        // proportions (360 x 280), not shown 120 wide.
        #expect(r.layout.shownWidth > 0.8 * r.layout.windowWidth, "\(r.layout)")
        #expect(abs(r.layout.shownWidth / r.layout.shownHeight - 360.0 / 280.0) < 0.02, "\(r.layout)")
        // Dragging shows another frame, with other pixels; dragging back shows the same pixels again.
        #expect(r.at3.index == 3 && r.at3.label == "t = 0.60 s")
        #expect(r.at3.hash != r.initial.hash)
        #expect(r.atEnd.index == 29 && r.atEnd.hash != r.at3.hash)
        #expect(r.back3 == r.at3)
        // Dark is the same instant drawn from the dark palette.
        #expect(r.dark3.index == 3 && r.dark3.scheme == "dark" && r.dark3.hash != r.at3.hash)
        // 0.6 s of play at 5 fps moves three frames on.
        #expect(r.played.index == 6 && r.played.hash != r.dark3.hash)
        #expect(r.still.index == 22 && r.still.scheme == "dark")
    }

    @Test func everySceneHasAPage() throws {
        let pages = try ExportProbe.outputsForEveryScene("html") { ["preview", $0, "--fps", "2", "--width", "72", "-o", $1] }
        for (scene, page) in pages {
            #expect(try String(contentsOf: page, encoding: .utf8).contains("data:image/png;base64,"), "\(scene)")
        }
    }
}
