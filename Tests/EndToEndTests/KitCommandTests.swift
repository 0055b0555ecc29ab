import Foundation
import TestSupport
import MotionKit
import Testing

/// `chess-motion kit`: the folder it writes, and the page in headless Chromium as a designer
/// uses it — opened on a frame by its address, a spring control moved, a script's whole game
/// played from the plan the tool wrote.
@Suite("chess-motion kit: the live page", .serialized)
struct KitCommandTests {
    func writeKit(_ scene: String, _ extra: [String] = []) throws -> URL {
        let temporary = try TemporaryFolder()
        let folder = temporary.appendingPathComponent("kit")
        let result = try ToolRunner.run(["kit", scene, "-o", folder.path] + extra)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote \(folder.path) (kit page opening on"), "\(result.stderr)")
        return folder
    }

    @Test func theFolderHoldsThePageItsModulesAndTheData() throws {
        let kit = try writeKit("bots")
        for file in ["index.html", "motion.js", "board.js", "kit.js", "scenes/bots.js", "scenes/coins.js", "scenes/clock.js",
                     "scenes/avatars.js", "scenes/script.js", "kit.json", "plans/bots.json", "assets/Palettes/default.json",
                     "assets/Bots/bots.json", "assets/BoardThemes/green.json", "assets/PieceSets/staunton/wK.svg",
                     "assets/PieceSets/geometric/bN.svg"] {
            #expect(FileManager.default.fileExists(atPath: kit.appendingPathComponent(file).path), "\(file) is missing")
        }
        // The palettes are the Swift side's own file, byte for byte; no test files ship.
        #expect(try Data(contentsOf: kit.appendingPathComponent("assets/Palettes/default.json"))
                == Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Palettes/default.json")))
        #expect(!FileManager.default.fileExists(atPath: kit.appendingPathComponent("test").path))
        // Nothing the page loads comes from the network.
        for file in ["index.html", "kit.js", "motion.js", "board.js"] {
            let text = try String(contentsOf: kit.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("http://") && !text.contains("https://"), "\(file) names a network address")
        }
    }

    /// The address opens any frame: bots at 4.6 s is Sofía's card beside the board after 1.e4 e5.
    /// Moving the damping control (an input event, as a hand makes) changes the frame.
    @Test func theAddressOpensAFrameAndTheDampingControlChangesIt() throws {
        let kit = try writeKit("coins")
        let run = try KitDriver.run(kit: kit, query: "?scene=bots&t=4.6", steps: [.opened, .input("damping", "0.1"), .input("damping", "0.78")])
        let opened = run.frames[0]
        #expect(opened.scene == "bots" && abs(opened.t - 4.6) < 1e-9 && opened.width == 720 && opened.height == 560)
        let image = try RasterImage.decodePNG(at: run.files[0])
        let data = try DataFiles()
        // Sofía's card: her header's tint at the rest place (x 62), her name's card; no rival left.
        let sofia = try data.bot("sofia", "light", "soft")
        #expect(ParityProbes.count(sofia, in: image, region: (34..<64, 124..<140)) == 30 * 16, "Sofía's header at rest")
        #expect(ParityProbes.count(sofia, in: image, region: nil) > 8_000, "her whole card")
        #expect(ParityProbes.count(try data.bot("pip", "light", "soft"), in: image, region: nil) < 40)
        #expect(ParityProbes.count(try data.bot("viktor", "light", "soft"), in: image, region: nil) < 40)
        // The board after 1.e4 e5: e7-e5 lit, pawns on e4 and e5, e2 empty.
        func square(_ name: String) -> (x: Range<Int>, y: Range<Int>) {
            let file = Double(name.unicodeScalars.first!.value - 97), rank = Double(name.unicodeScalars.last!.value - 49)
            let x = 132 + file * 25, y = 40 + (7 - rank) * 25
            return (Int((x + 3) * 2)..<Int((x + 22) * 2), Int((y + 3) * 2)..<Int((y + 22) * 2))
        }
        func share(_ name: String, _ key: String) throws -> Double {
            let region = square(name)
            return Double(ParityProbes.count(try data.theme("light", key), in: image, region: region)) / Double(region.x.count * region.y.count)
        }
        #expect(try share("e7", "lastMoveDark") > 0.99, "e7 is lit and empty")
        #expect(try share("e5", "lastMoveDark") > 0.3 && share("e5", "lastMoveDark") < 0.85, "a pawn stands on lit e5")
        #expect(try share("e4", "lightSquare") > 0.3 && share("e4", "lightSquare") < 0.85, "White's pawn stands on e4, no longer lit")
        #expect(try share("e2", "lightSquare") > 0.99, "e2 is empty")
        #expect(try share("d7", "darkSquare") < 0.85, "Black's other pawns are home")

        // Damping 0.1: Sofía's card is still swinging about its rest at 4.6 s; back at 0.78, the frame returns.
        let loose = try RasterImage.decodePNG(at: run.files[1]), back = try RasterImage.decodePNG(at: run.files[2])
        #expect(run.frames[1].t == opened.t)
        var changed = 0
        for i in stride(from: 0, to: min(image.pixels.count, loose.pixels.count), by: 4)
        where image.pixels[i] != loose.pixels[i] || image.pixels[i + 1] != loose.pixels[i + 1] || image.pixels[i + 2] != loose.pixels[i + 2] {
            changed += 1
        }
        #expect(changed > 2_000, "damping 0.1 moved \(changed) pixels")
        #expect(back.pixels == image.pixels, "the standard damping draws the opened frame again")
    }

    /// The Opera Game's 33 plies, each seen landed on its squares from the plan the tool wrote.
    @Test func aScriptsPagePlaysEveryPlyOfItsPlan() throws {
        let kit = try writeKit(Fixtures.repositoryRoot.appendingPathComponent("Examples/Scenes/opera-game.scene").path)
        let planData = try Data(contentsOf: kit.appendingPathComponent("plans/opera-game.json"))
        let plan = try #require(try JSONSerialization.jsonObject(with: planData) as? [String: Any])
        let board = try #require(plan["board"] as? [String: Any])
        let steps = try #require((board["plan"] as? [String: Any])?["steps"] as? [[String: Any]])
        try #require(steps.count == 33, "the plan has \(steps.count) plies")
        let origin = try #require(board["origin"] as? [Double]), side = try #require(board["side"] as? Double)

        let instants = steps.compactMap { $0["instant"] as? Double }
        let run = try KitDriver.run(kit: kit, steps: instants.map { .show("opera-game", t: $0 + 0.6) })
        #expect(run.planSteps["opera-game"] == 33)
        let data = try DataFiles()
        for (index, step) in steps.enumerated() {
            let image = try RasterImage.decodePNG(at: run.files[index])
            for key in ["from", "to"] {
                let name = try #require(step[key] as? String)
                let file = Double(name.unicodeScalars.first!.value - 97), rank = Double(name.unicodeScalars.last!.value - 49)
                let isLight = (Int(file) + Int(rank)) % 2 == 1
                let corner = Point(origin[0] + file * side + 1.5, origin[1] + (7 - rank) * side + 1.5)
                let shown = image.color(x: Int(corner.x * 2), y: Int(corner.y * 2))
                let lit = try data.theme("light", isLight ? "lastMoveLight" : "lastMoveDark")
                #expect(ParityProbes.isClose(shown, lit), "ply \(index + 1) (\(step["san"] ?? "")): \(name) is \(shown.hexString), not lit")
            }
        }
    }

    /// Live playback as in the app: two loops of the scene, then rest on its still frame.
    /// With the system's reduced motion (or the control) the page shows the still at once.
    @Test func livePlaybackRestsOnTheStillAndReducedMotionShowsIt() throws {
        let kit = try writeKit("coins")
        let live = try KitDriver.run(kit: kit, query: "?scene=coins", steps: [.wait(3_000), .wait(10_000)])
        #expect(live.frames[0].animating && live.frames[0].t > 2 && live.frames[0].t < 4, "playing: \(live.frames[0].t)")
        #expect(!live.frames[1].animating && live.frames[1].t == 4.4, "two loops of 6 s, then the still: \(live.frames[1].t)")
        let reduced = try KitDriver.run(kit: kit, query: "?scene=coins", steps: [.opened, .wait(1_000)],
                                        browserFlags: ["--force-prefers-reduced-motion"])
        #expect(reduced.frames.allSatisfy { $0.t == 4.4 && !$0.animating }, "\(reduced.frames.map(\.t))")
        let control = try KitDriver.run(kit: kit, query: "?scene=clock&reduce=1", steps: [.opened])
        #expect(control.frames[0].t == 4.6)
    }

    @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
        let temporary = try TemporaryFolder()
        let file = temporary.appendingPathComponent("kit.txt")
        try Data("x".utf8).write(to: file)
        let result = try ToolRunner.run(["kit", "bots", "-o", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a file; a kit page is a folder"), "\(result.stderr)")
    }
}
