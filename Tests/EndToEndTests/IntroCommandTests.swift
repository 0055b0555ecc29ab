import Foundation
import TestSupport
import Testing

/// The bot intro from the command line: the built-in scene and its shipped script write the
/// same bytes; an intro script validates, renders and makes a contact sheet.
@Suite("chess-motion and bot intro scripts")
struct IntroCommandTests {
    static let shipped = "Examples/Scenes/bots-intro.scene"
    static let viktor = "Examples/Scenes/viktor-caro-kann.scene"

    /// `still bots` and `still Examples/Scenes/bots-intro.scene`: the same file, at every
    /// instant asked and at the still, in every posture and scheme.
    @Test(arguments: ["phone", "open", "closed", "tabletop"])
    func theBuiltInSceneAndItsScriptWriteIdenticalBytes(posture: String) throws {
        let folder = try TemporaryFolder()
        for scheme in ["light", "dark"] {
            for t in ["0.5", "1.35", "2.4", "3.0", nil] {
                var files: [Data] = []
                for (index, scene) in ["bots", Self.shipped].enumerated() {
                    let url = folder.appendingPathComponent("\(index)-\(scheme)-\(t ?? "still").png")
                    let time = t.map { ["--t", $0] } ?? []
                    let result = try ToolRunner.run(["still", scene, "--posture", posture, "--scheme", scheme, "-o", url.path] + time)
                    #expect(result.status == 0, "\(scene): \(result.stderr)")
                    files.append(try Data(contentsOf: url))
                }
                #expect(files[0] == files[1], "\(posture) \(scheme) at \(t ?? "the still")")
                #expect(files[0].count > 1_000)
            }
        }
    }

    @Test func viktorsIntroValidatesAndReportsItsDerivedTiming() throws {
        let result = try ToolRunner.run(["validate", Self.viktor])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == """
            \(Self.viktor):14:11: note: duration is derived as 9.8 s: 0.1 s after the fade-out ends
            \(Self.viktor):14:11: note: fade-out is derived as 9.2-9.7: with the duration derived, the fade-out follows the still: it holds 0.8 s, then fades over 0.5 s
            \(Self.viktor):15:8: note: still is derived as 8.4 s: the last move, ply 6 (3... dxe4), settles at 8.136 s; then a rest of 0.2 s
            1 file checked: 1 valid, 0 invalid (0 errors, 0 warnings)

            """)
        let json = try ToolRunner.run(["validate", "--json", Self.viktor])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        #expect(file["moves"] as? Int == 6 && file["valid"] as? Bool == true)
        let notes = (file["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == "note" }
        #expect(notes.map { $0["code"] as? String } == ["derived-timing", "derived-timing", "derived-timing"])
    }

    /// The whole intro to MP4, its frames spread on a contact sheet.
    @Test(.requires(.ffmpeg, .ffprobe)) func viktorsIntroRendersToMP4AndAContactSheet() throws {
        let folder = try TemporaryFolder()
        let video = folder.appendingPathComponent("viktor.mp4")
        let render = try ToolRunner.run(["render", Self.viktor, "--playback", "loop", "--fps", "5", "--width", "160", "-o", video.path])
        #expect(render.status == 0, "\(render.stderr)")
        let probe = try VideoProbe.read(video)
        // One loop: 9.8 s of scene time at speed 1, 5 frames a second.
        #expect(probe.codec == "h264" && probe.frames == 49, "\(probe)")
        let sheet = folder.appendingPathComponent("viktor-sheet.png")
        let made = try ToolRunner.run(["sheet", Self.viktor, "--every", "1", "--width", "90", "-o", sheet.path])
        #expect(made.status == 0, "\(made.stderr)")
        let size = try ExportProbe.pngSize(at: sheet)
        #expect(size.width > 300 && size.height > 100, "\(size)")
    }

    /// `--locale es` for one run is `settings set locale es` for every run: the same bytes,
    /// and not the English ones.
    @Test(arguments: ["coins", "bots", "clock"])
    func theLocaleFlagAndSettingDrawTheSameSpanishScene(scene: String) throws {
        let sandbox = try SettingsSandbox()
        let english = sandbox.folder.appendingPathComponent("en.png")
        let flag = sandbox.folder.appendingPathComponent("flag.png"), stored = sandbox.folder.appendingPathComponent("stored.png")
        #expect(try sandbox.run(["still", scene, "-o", english.path]).status == 0)
        let byFlag = try sandbox.run(["still", scene, "--locale", "es", "--quiet", "-o", flag.path])
        #expect(byFlag.status == 0 && byFlag.stderr == "", "\(byFlag.stderr)")
        #expect(try sandbox.run(["settings", "set", "locale", "es"]).status == 0)
        #expect(try sandbox.run(["still", scene, "-o", stored.path]).status == 0)
        #expect(try Data(contentsOf: flag) == Data(contentsOf: stored))
        #expect(try Data(contentsOf: flag) != Data(contentsOf: english))
    }

    @Test func anUnknownLocaleIsAnErrorThatSuggestsTheNearest() throws {
        let folder = try TemporaryFolder()
        try ToolRunner.run(["still", "coins", "--locale", "esp", "-o", folder.appendingPathComponent("x.png").path])
            .expectRefusal(naming: "--locale 'esp' is not an installed locale; the locales are: en, es")
    }

    /// A strings file dropped into the user's data folder is a new locale at once: its words
    /// are drawn, and each word it lacks falls back to English with one warning naming it.
    @Test func aDroppedInLocaleWorksAndWarnsOncePerMissingKey() throws {
        let folder = try TemporaryFolder()
        let strings = folder.appendingPathComponent("data/chess-motion/Strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data("""
            {"coins.headline": "Chaque partie jouée est une pièce", "coins.counter": "{count} parties sur {total}",
             "coins.badge-forged": "Premier badge forgé", "coins.games-played": "{total} parties jouées"}
            """.utf8).write(to: strings.appendingPathComponent("fr.json"))
        let environment = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        let french = folder.appendingPathComponent("fr.png"), english = folder.appendingPathComponent("en.png")
        let result = try ToolRunner.run(["still", "coins", "--locale", "fr", "-o", french.path], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try ToolRunner.run(["still", "coins", "-o", english.path], environment: environment).status == 0)
        #expect(try Data(contentsOf: french) != Data(contentsOf: english))
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Strings/en.json")))
        let keys = try #require(table as? [String: String]).keys.filter { !$0.hasPrefix("coins.") }
        #expect(warnings.count == keys.count, "\(result.stderr)")
        for key in keys {
            #expect(warnings.filter { $0.contains("\"\(key)\"") }.count == 1, "\(key)")
        }
        #expect(warnings.contains("warning: the 'fr' strings have no \"bots.headline\"; the 'en' text is drawn instead"))
        // Listed as installed, and accepted as a setting.
        #expect(try ToolRunner.run(["settings", "show"], environment: environment).stdout.contains("en, es, fr"))
    }
}
