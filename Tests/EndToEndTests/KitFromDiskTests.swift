import Foundation
import MotionKit
import TestSupport
import Testing

/// The kit page opened as a file, the way a designer double-clicks it: no server, and the
/// browsers' default rules for `file://` (no fetch, no module imports from disk), in Chromium and
/// in Firefox. Only `index.html` is copied to an empty folder, so the page must carry everything
/// it draws.
@Suite("chess-motion kit: the page opens from disk")
struct KitFromDiskTests {
    /// `index.html` alone in a folder of its own, and its address opening the bots scene at 4.6 s.
    static func pageAlone(in temporary: TemporaryFolder) throws -> String {
        let kit = temporary.appendingPathComponent("kit")
        let written = try ToolRunner.run(["kit", "coins", "-o", kit.path, "--quiet"])
        try #require(written.status == 0, "\(written.stderr)")
        let alone = temporary.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: kit.appendingPathComponent("index.html"), to: alone.appendingPathComponent("index.html"))
        let address = alone.appendingPathComponent("index.html").absoluteString + "?scene=bots&t=4.6"
        #expect(address.hasPrefix("file:///"))
        return address
    }

    /// The board after 1.e4 e5 at `scale` times the page's size (25 × scale pixels a square): the
    /// green theme's squares, the two lit squares of Black's last move, and Sofía's card, picked
    /// and at rest beside the board. An empty canvas has none of them.
    static func expectTheBoard(in image: RasterImage, scale: Int) throws {
        let data = try DataFiles()
        let side = 25 * scale, inner = side - 10
        let light = ParityProbes.count(try data.theme("light", "lightSquare"), in: image, region: nil)
        let dark = ParityProbes.count(try data.theme("light", "darkSquare"), in: image, region: nil)
        let lit = ParityProbes.count(try data.theme("light", "lastMoveDark"), in: image, region: nil)
        #expect(light > 20 * inner * inner, "light squares: \(light) pixels")
        #expect(dark > 20 * inner * inner, "dark squares: \(dark) pixels")
        #expect(lit > inner * inner && lit < 2 * side * side + 500, "e7 and e5 lit: \(lit) pixels")
        #expect(ParityProbes.count(try data.bot("sofia", "light", "soft"), in: image, region: nil) > 2_000 * scale * scale)
    }

    @Test func firefoxDrawsTheBotsSceneFromAFileAddressToo() throws {
        let firefox = try ExternalTool.firefox.require().path
        let temporary = try TemporaryFolder()
        let address = try Self.pageAlone(in: temporary)
        let shot = temporary.appendingPathComponent("shot.png")
        // A profile of its own in the temporary folder: nothing of the machine's is read.
        let run = try ProcessRunner(path: firefox, environment: ["HOME": temporary.url.path]).run([
            "--headless", "--window-size=1400,1000", "--screenshot", shot.path, address,
        ], timeout: 120)
        try #require(run.status == 0, "firefox: \(run.stderr.suffix(600))")
        try Self.expectTheBoard(in: try RasterImage.decodePNG(at: shot), scale: 1)
    }

    @Test func indexHtmlAloneDrawsTheBotsSceneFromAFileAddress() throws {
        let chromium = try ExternalTool.chromium.require().path
        let temporary = try TemporaryFolder()
        let address = try Self.pageAlone(in: temporary)
        let shot = temporary.appendingPathComponent("shot.png")
        let run = try ProcessRunner(path: chromium).run([
            "--headless", "--disable-gpu", "--no-sandbox", "--force-device-scale-factor=2", "--hide-scrollbars",
            "--window-size=1400,1000", "--virtual-time-budget=10000", "--screenshot=\(shot.path)", address,
        ], timeout: 120)
        try #require(run.status == 0, "chromium: \(run.stderr.suffix(600))")
        try Self.expectTheBoard(in: try RasterImage.decodePNG(at: shot), scale: 2)
    }

    /// A game whose file name a browser would read as an address (a query, a fragment, an
    /// escape, a bare extension) opens on its own plan: the page carries its plans inside, so no
    /// name is ever turned into a URL. The board's squares show in the first view.
    @Test(arguments: [".pgn", "q?x#y.pgn", "%2e%2e.pgn", "50%.pgn"])
    func aGameWithAnOddFileNameOpensOnItsPlan(name: String) throws {
        let chromium = try ExternalTool.chromium.require().path
        let temporary = try TemporaryFolder()
        let game = temporary.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Fixtures.example("Games/opera-game.pgn"), to: game)
        let kit = temporary.appendingPathComponent("kit")
        let written = try ToolRunner.run(["kit", game.path, "-o", kit.path, "--quiet"])
        try #require(written.status == 0, "\(written.stderr)")
        let shot = temporary.appendingPathComponent("shot.png")
        let run = try ProcessRunner(path: chromium).run([
            "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--window-size=1200,900",
            "--virtual-time-budget=5000", "--screenshot=\(shot.path)", kit.appendingPathComponent("index.html").absoluteString,
        ], timeout: 120)
        try #require(run.status == 0, "chromium: \(run.stderr.suffix(600))")
        let image = try RasterImage.decodePNG(at: shot)
        let data = try DataFiles()
        // 45-pixel squares at this page size: most of the 64 show their theme colour.
        let light = ParityProbes.count(try data.theme("light", "lightSquare"), in: image, region: nil)
        let dark = ParityProbes.count(try data.theme("light", "darkSquare"), in: image, region: nil)
        #expect(light > 20 * 30 * 30 && dark > 20 * 30 * 30, "\(name): \(light) light and \(dark) dark square pixels")
    }
}
