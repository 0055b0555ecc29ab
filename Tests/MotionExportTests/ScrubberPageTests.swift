import MotionExport
import Foundation
import TestSupport
import MotionKit
import Testing

@Suite("ScrubberPage: one HTML file with every frame")
struct ScrubberPageTests {
    @Test func everyFrameOfOneLoopIsEmbeddedInBothSchemes() throws {
        let renderer = try ExportFixtures.renderer(scheme: .dark)
        let page = try ScrubberPage.rendering(renderer, title: "Test <scene>", fps: 5, size: PixelSize(width: 72, height: 56),
                                              parallel: ParallelFrameRenderer(workers: 2))
        #expect(page.light.count == 10 && page.dark.count == 10)
        #expect(page.initialScheme == .dark)
        #expect(page.stillIndex == 8) // 1.5 s at 5 fps
        for k in [0, 3, 9] {
            let t = Double(k) / 5
            var light = renderer
            light.environment.colorScheme = .light
            #expect(page.light[k] == (try light.raster(at: t, size: PixelSize(width: 72, height: 56)).pngData()))
            #expect(page.dark[k] == (try renderer.raster(at: t, size: PixelSize(width: 72, height: 56)).pngData()))
        }
        let html = page.html()
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == 20)
        #expect(html.contains("max=\"9\"") && html.contains("value=\"8\""))
        #expect(html.contains("<html lang=\"en\" data-scheme=\"dark\">"))
        #expect(html.contains("Test &lt;scene&gt;") && !html.contains("Test <scene>"), "the title is escaped")
        // Self-contained: nothing is fetched from anywhere.
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
    }

    @Test(arguments: [(0.0, "0 frames per second is not possible"), (61, "61 frames per second is not possible"),
                      (.nan, "nan frames per second")])
    func impossibleRatesAreNamed(fps: Double, message: String) {
        do {
            _ = try ScrubberPage.frameCount(duration: 6, fps: fps)
            Issue.record("accepted \(fps)")
        } catch {
            #expect(error.description.contains(message))
        }
    }

    @Test func aPageHasALimit() {
        #expect(throws: ScrubberPageError.tooManyFrames(1800, maximum: 1200)) {
            try ScrubberPage.frameCount(duration: 30, fps: 60)
        }
        #expect((try? ScrubberPage.frameCount(duration: 6, fps: 20)) == 120)
    }
}
