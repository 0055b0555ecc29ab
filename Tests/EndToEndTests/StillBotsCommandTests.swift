import Foundation
import TestSupport
import Testing

/// `chess-motion still bots` draws with the stored settings, and every theme, piece set,
/// avatar style, scheme and posture can be chosen with flags for one run.
@Suite("chess-motion still bots and clock")
struct StillBotsCommandTests {
    /// A settings file of its own and an output folder, so parallel tests never share either.
    struct Run {
        let folder: TemporaryFolder
        var settings: URL { folder.appendingPathComponent("settings.json") }

        init() throws { folder = try TemporaryFolder() }

        func tool(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRunner.Result {
            try ToolRunner.run(arguments + ["--settings", settings.path], environment: environment)
        }

        /// Renders `still SCENE ARGS` and returns the PNG's bytes.
        func still(_ scene: String, _ extra: [String] = [], name: String, environment: [String: String] = [:]) throws -> Data {
            let output = folder.appendingPathComponent(name + ".png")
            let result = try tool(["still", scene, "-o", output.path] + extra, environment: environment)
            #expect(result.status == 0, "\(extra): \(result.stderr)")
            return (try? Data(contentsOf: output)) ?? Data()
        }
    }

    static func pngSize(_ data: Data) -> (Int, Int) {
        guard data.count >= 24 else { return (0, 0) }
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    @Test func stillBotsWritesThePhoneSizedStill() throws {
        let png = try Run().still("bots", name: "bots")
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(Self.pngSize(png) == (720, 560))
    }

    @Test func theBotsStillStaysVectorInSVG() throws {
        let run = try Run()
        let svg = run.folder.appendingPathComponent("bots.svg")
        let result = try run.tool(["still", "bots", "-o", svg.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("<path") && !text.contains("<image"), "cards, avatars, board and pieces stay vectors")
    }

    @Test func theStoredThemePiecesAndAvatarsAreUsedAndFlagsOverrideThem() throws {
        let run = try Run()
        let defaults = try run.still("bots", ["--width", "360"], name: "defaults")
        let flagged = try run.still("bots", ["--width", "360", "--theme", "wood", "--pieces", "geometric", "--avatars", "monogram"],
                                    name: "flagged")
        #expect(defaults != flagged)
        for (key, value) in [("theme", "wood"), ("pieces", "geometric"), ("avatars", "monogram")] {
            let set = try run.tool(["settings", "set", key, value])
            #expect(set.status == 0, "\(set.stderr)")
        }
        #expect(try run.still("bots", ["--width", "360"], name: "stored") == flagged, "the stored choices are drawn")
        let overridden = try run.still("bots", ["--width", "360", "--theme", "green", "--pieces", "staunton", "--avatars", "illustrated"],
                                       name: "overridden")
        #expect(overridden == defaults, "flags override the stored choices for one run")
    }

    @Test(arguments: [
        ("--theme", ["green", "wood", "blue", "midnight", "contrast"]),
        ("--pieces", ["staunton", "geometric"]),
        ("--avatars", ["illustrated", "monogram", "glyph"]),
        ("--scheme", ["light", "dark"]),
    ])
    func everyChoiceOfAFlagDrawsADifferentScene(flag: String, values: [String]) throws {
        let run = try Run()
        var images: [Data] = []
        for value in values {
            images.append(try run.still("bots", ["--width", "360", flag, value], name: "\(flag)-\(value)"))
        }
        #expect(Set(images).count == values.count, "\(flag): two choices drew the same picture")
    }

    @Test(arguments: [("phone", 720, 560), ("open", 1000, 560), ("closed", 560, 720), ("tabletop", 720, 720)])
    func everyPostureHasItsScreenSize(posture: String, width: Int, height: Int) throws {
        let run = try Run()
        for scene in ["bots", "clock", "coins"] {
            let png = try run.still(scene, ["--posture", posture], name: "\(scene)-\(posture)")
            #expect(Self.pngSize(png) == (width, height), "\(scene) on \(posture)")
        }
    }

    @Test func aBrokenBotsFileOfTheUsersIsNamedAndLeavesOtherScenesAlone() throws {
        let run = try Run()
        let data = run.folder.appendingPathComponent("data")
        let bots = data.appendingPathComponent("chess-motion/Bots/bots.json")
        try FileManager.default.createDirectory(at: bots.deletingLastPathComponent(), withIntermediateDirectories: true)
        let shipped = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Bots/bots.json"), encoding: .utf8)
        let edited = shipped.replacingOccurrences(of: "\"intermediate\"", with: "\"middling\"")
        try Data(edited.utf8).write(to: bots)
        let environment = ["XDG_DATA_HOME": data.path]

        let output = run.folder.appendingPathComponent("x.png")
        let failed = try run.tool(["still", "bots", "-o", output.path], environment: environment)
        #expect(failed.status == 1)
        let written = try #require(TextLocator.position(of: "\"middling\"", in: edited))
        #expect(failed.stderr.contains("\(bots.path):\(written.line):\(written.column): bots[1] (sofia).level: \"middling\" is not one of"),
                "\(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        _ = try run.still("coins", name: "coins", environment: environment)
    }

    @Test func scenesListsBotsAndClockWithTheirTimings() throws {
        let result = try ToolRunner.run(["scenes"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        let bots = try #require(lines.first { $0.hasPrefix("bots") })
        #expect(bots.contains("6 s") && bots.contains("4.6 s") && bots.contains("x1.2") && bots.contains("Sofía"))
        #expect(lines.contains { $0.hasPrefix("clock") })
    }
}
