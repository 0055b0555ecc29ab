import Foundation
import MotionKit
import TestSupport
import Testing

/// The kit page opened as a file, the way a designer double-clicks it: no server, and
/// Chromium's default rules for `file://` (no fetch, no module imports from disk). Only
/// `index.html` is copied to an empty folder, so the page must carry everything it draws.
@Suite("chess-motion kit: the page opens from disk")
struct KitFromDiskTests {
    @Test func indexHtmlAloneDrawsTheBotsSceneFromAFileAddress() throws {
        let chromium = try ExternalTool.chromium.require().path
        let temporary = try TemporaryFolder()
        let kit = temporary.appendingPathComponent("kit")
        let written = try ToolRunner.run(["kit", "coins", "-o", kit.path, "--quiet"])
        try #require(written.status == 0, "\(written.stderr)")
        let alone = temporary.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: kit.appendingPathComponent("index.html"), to: alone.appendingPathComponent("index.html"))

        let shot = temporary.appendingPathComponent("shot.png")
        let address = alone.appendingPathComponent("index.html").absoluteString + "?scene=bots&t=4.6"
        #expect(address.hasPrefix("file:///"))
        let run = try ProcessRunner(path: chromium).run([
            "--headless", "--disable-gpu", "--no-sandbox", "--force-device-scale-factor=2", "--hide-scrollbars",
            "--window-size=1400,1000", "--virtual-time-budget=10000", "--screenshot=\(shot.path)", address,
        ], timeout: 120)
        try #require(run.status == 0, "chromium: \(run.stderr.suffix(600))")
        let image = try RasterImage.decodePNG(at: shot)

        // The board after 1.e4 e5 at twice the size (50 pixels a square): the green theme's
        // squares, and the two lit squares of Black's last move. An empty canvas has none.
        let data = try DataFiles()
        let light = ParityProbes.count(try data.theme("light", "lightSquare"), in: image, region: nil)
        let dark = ParityProbes.count(try data.theme("light", "darkSquare"), in: image, region: nil)
        let lit = ParityProbes.count(try data.theme("light", "lastMoveDark"), in: image, region: nil)
        #expect(light > 20 * 40 * 40, "light squares: \(light) pixels")
        #expect(dark > 20 * 40 * 40, "dark squares: \(dark) pixels")
        #expect(lit > 40 * 40 && lit < 2 * 50 * 50 + 500, "e7 and e5 lit: \(lit) pixels")
        // Sofía's card, picked and at rest beside the board.
        #expect(ParityProbes.count(try data.bot("sofia", "light", "soft"), in: image, region: nil) > 8_000)
    }
}
