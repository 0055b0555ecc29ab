import ChessMotion
import Foundation
import LottieExport
import MotionKit
import Testing
import TestSupport

/// The bots scene's Lottie for an app: under the size budget, its colour slots recolour only
/// what is drawn in that colour, and its dotLottie holds the animation and a theme per scheme.
@Suite struct SlotAndArchiveTests {
    static func bots() throws -> (PreparedScene, LottieAnimation, PixelSize) {
        let setup = try PreparedScene("bots", settings: ResolvedSettings(settingsFile: "/nonexistent/settings.json",
                                                                        overrides: SceneOverrides(scheme: .light, posture: .phone)))
        let size = try setup.defaultPixelSize
        return (setup, try setup.lottieExporter(size: size, fps: 30).export(), size)
    }

    /// The JSON with every property bound to `slot` set to `color`, as a player applying a
    /// slot does (rlottie reads no slots, so the test applies it). Done on the text, so every
    /// member keeps its place: rlottie reads a shape's `ty` only where it comes first.
    static func recoloured(_ json: Data, slot: String, to color: String) throws -> (data: Data, bound: Int) {
        let text = String(decoding: json, as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: #""k":\[[^\]]*\],"sid":"\#(slot)""#)
        let range = NSRange(text.startIndex..., in: text)
        let bound = pattern.numberOfMatches(in: text, range: range)
        let replaced = pattern.stringByReplacingMatches(in: text, range: range, withTemplate: #""k":[\#(color)],"sid":"\#(slot)""#)
        return (Data(replaced.utf8), bound)
    }

    /// How many outlines (`sh`, or a rectangle `rc` or circle `el`) are painted by a fill bound to
    /// `slot`, over every shape layer.
    static func outlinesPainted(byFillsIn slot: String, of json: Data) throws -> Int {
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let layers = try #require(document["layers"] as? [[String: Any]])
        // A list of shape items paints its own outlines with its fill; groups hold lists of their own.
        func count(_ items: [[String: Any]]) -> Int {
            let bound = items.contains { $0["ty"] as? String == "fl" && ($0["c"] as? [String: Any])?["sid"] as? String == slot }
            let groups = items.filter { $0["ty"] as? String == "gr" }.map { count($0["it"] as? [[String: Any]] ?? []) }
            let outlines = items.filter { ["sh", "rc", "el"].contains($0["ty"] as? String ?? "") }
            return (bound ? outlines.count : 0) + groups.reduce(0, +)
        }
        return layers.reduce(0) { $0 + count($1["shapes"] as? [[String: Any]] ?? []) }
    }

    @Test func aSlotRecoloursOnlyWhatIsDrawnInItsColour() throws {
        let (setup, animation, size) = try Self.bots()
        let document = try #require(try JSONSerialization.jsonObject(with: animation.json) as? [String: Any])
        let slots = try #require(document["slots"] as? [String: Any])
        #expect(Set(slots.keys).isSuperset(of: ["board-light", "board-dark", "highlight-light", "highlight-dark", "accent", "text", "background"]))

        let dark = try setup.settings.loadTheme().light.darkSquare
        let player = try #require(RlottiePlayer(json: animation.json))
        let recoloured = try Self.recoloured(animation.json, slot: "board-dark", to: "1,0,1,1")
        let darkOutlines = try Self.outlinesPainted(byFillsIn: "board-dark", of: animation.json)
        #expect(recoloured.bound >= 1 && darkOutlines >= 32, "the 32 dark squares are bound to the slot: \(darkOutlines) outlines in \(recoloured.bound) fills are")
        let recolouredPlayer = try #require(RlottiePlayer(json: recoloured.data))
        let before = player.frame(animation.stillFrame, width: size.width, height: size.height)
        let after = recolouredPlayer.frame(animation.stillFrame, width: size.width, height: size.height)

        // A pixel that uses the colour changes by its share of it: after = before + α (new - old),
        // one α in 0...1 for all three channels. Anything else changed a pixel the slot has no part in.
        let magenta = Color(red: 1, green: 0, blue: 1)
        var changed = 0, whole = 0, strays: [String] = []
        for y in 0..<size.height {
            for x in 0..<size.width where before.color(x: x, y: y) != after.color(x: x, y: y) {
                changed += 1
                let b = before.color(x: x, y: y), a = after.color(x: x, y: y)
                let shares = [(a.red - b.red) / (magenta.red - dark.red), (a.green - b.green) / (magenta.green - dark.green),
                              (a.blue - b.blue) / (magenta.blue - dark.blue)]
                let share = shares.reduce(0, +) / 3
                if share > 0.98 { whole += 1 }
                let consistent = shares.allSatisfy { abs($0 - share) < 0.05 } && share > 0 && share < 1.02
                if !consistent, strays.count < 5 { strays.append("(\(x), \(y)): \(b) to \(a)") }
            }
        }
        #expect(whole > 10_000, "the dark squares should turn magenta: \(whole) pixels did (\(changed) changed)")
        #expect(strays.isEmpty, "pixels that do not show the dark squares' colour changed: \(strays)")
    }

    @Test func theDotLottieHoldsTheAnimationAndBothThemes() throws {
        let (_, animation, _) = try Self.bots()
        let folder = try TemporaryFolder("dotlottie")
        let archive = folder.url.appendingPathComponent("bots.lottie")
        try DotLottie.archive(animation, id: "bots").write(to: archive)
        // Python's zipfile, not our writer, reads it back: every CRC checked, every entry inflated.
        let script = """
        import json, sys, zipfile
        z = zipfile.ZipFile(sys.argv[1])
        assert z.testzip() is None
        print(json.dumps({"names": sorted(z.namelist()), "manifest": json.loads(z.read("manifest.json")),
                          "animation": len(z.read("animations/bots.json")),
                          "dark": json.loads(z.read("themes/dark.json"))}))
        """
        let result = try ProcessRunner(path: "/usr/bin/python3").run(["-c", script, archive.path], timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let read = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(read["names"] as? [String] == ["animations/bots.json", "manifest.json", "themes/dark.json", "themes/light.json"])
        #expect(read["animation"] as? Int == animation.json.count)
        let manifest = try #require(read["manifest"] as? [String: Any])
        #expect((manifest["animations"] as? [[String: Any]])?.first?["id"] as? String == "bots")
        let rules = try #require((read["dark"] as? [String: Any])?["rules"] as? [[String: Any]])
        let background = try #require(rules.first { $0["id"] as? String == "background" })
        #expect(background["type"] as? String == "Color")
        #expect((background["value"] as? [Double])?.count == 4)
    }

    @Test func markersNameTheLoopAndTheStillFrame() throws {
        let (setup, animation, _) = try Self.bots()
        let document = try #require(try JSONSerialization.jsonObject(with: animation.json) as? [String: Any])
        let markers = try #require(document["markers"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: markers.map { ($0["cm"] as? String ?? "", $0) })
        #expect(byName["play"]?["tm"] as? Int == 0)
        #expect(byName["play"]?["dr"] as? Int == animation.frameCount)
        let still = Int((setup.scene.stillTime / setup.scene.speed * 30).rounded())
        #expect(byName["reduced-motion"]?["tm"] as? Int == still)
        #expect(byName["rest"]?["tm"] as? Int == still)
    }
}
