import ChessMotion
import ChessMotionTool
import Foundation
import MotionExport
import MotionKit
import TestSupport
import Testing

/// Manifests read into jobs: the expansion order that shards divide, the paths made from
/// templates, and each refusal pointing at its file, key path, line and column.
@Suite("Batch manifests")
struct BatchManifestTests {
    static let folder = URL(fileURLWithPath: "/batch-root")

    static func manifest(_ text: String) throws(BatchManifestError) -> BatchManifest {
        try BatchManifest(parsing: Array(text.utf8), file: "m.json", folder: folder)
    }

    /// The message of the refusal `text` gets.
    static func refusal(_ text: String) -> String {
        do {
            _ = try manifest(text)
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test func aMatrixExpandsToItsCrossProductSceneSlowest() throws {
        let manifest = try Self.manifest("""
        {
          "matrix": {
            "scene": ["coins", "bots"], "theme": ["green", "wood"], "scheme": ["light", "dark"],
            "output": "out/{scene}-{theme}-{scheme}.png", "width": 90
          }
        }
        """)
        let names = manifest.jobs.map { $0.output.lastPathComponent }
        #expect(names == [
            "coins-green-light.png", "coins-green-dark.png", "coins-wood-light.png", "coins-wood-dark.png",
            "bots-green-light.png", "bots-green-dark.png", "bots-wood-light.png", "bots-wood-dark.png",
        ])
        let job = manifest.jobs[5]
        #expect(job.scene == "bots" && job.overrides.theme == "green" && job.overrides.scheme == .dark)
        #expect(job.overrides.pieces == nil, "an axis left out comes from the settings")
        #expect(job.spec.width == 90 && job.spec.output == .still(.png) && job.spec.time == nil)
        #expect(job.output.path == "/batch-root/out/bots-green-dark.png", "relative outputs are read from the manifest's folder")
        #expect(job.label == "matrix (scene bots, theme green, scheme dark)")
    }

    @Test func matricesThenJobsInFileOrderAndTheKindByExtension() throws {
        let manifest = try Self.manifest("""
        {
          "jobs": [
            { "scene": "clock", "posture": "tabletop", "output": "/abs/clock.mp4", "playback": "once", "fps": 24 },
            { "scene": "scripts/mate.scene", "output": "{scene}.svg", "t": 2.5 }
          ],
          "matrix": [
            { "scene": "coins", "avatars": ["monogram", "glyph"], "output": "a-{avatars}.pdf" },
            { "scene": "coins", "locale": "es", "reduceMotion": true, "output": "b-{locale}.gif" }
          ]
        }
        """)
        #expect(manifest.jobs.map { $0.output.lastPathComponent } == ["a-monogram.pdf", "a-glyph.pdf", "b-es.gif", "clock.mp4", "mate.svg"])
        #expect(manifest.jobs[2].spec.output == .clip(.gif) && manifest.jobs[2].spec.playback == nil && manifest.jobs[2].spec.fps == nil)
        #expect(manifest.jobs[2].overrides.reduceMotion == true && manifest.jobs[2].overrides.locale == "es")
        #expect(manifest.jobs[3].spec.output == .clip(.mp4) && manifest.jobs[3].spec.playback == .once && manifest.jobs[3].spec.fps == 24)
        #expect(manifest.jobs[3].output.path == "/abs/clock.mp4" && manifest.jobs[3].overrides.posture == .tabletop)
        #expect(manifest.jobs[4].scene == "/batch-root/scripts/mate.scene", "a script's path is read from the manifest's folder")
        #expect(manifest.jobs[4].spec.output == .still(.svg) && manifest.jobs[4].spec.time == 2.5)
        #expect(manifest.jobs[1].label == "matrix[0] (scene coins, avatars glyph)")
    }

    /// A template ending in '/' names a folder: a PNG sequence, with a clip's keys.
    @Test func aFolderOutputIsAPNGSequence() throws {
        let manifest = try Self.manifest(#"{"matrix": {"scene": "coins", "scheme": ["light", "dark"], "output": "frames/{scheme}/", "fps": 30}}"#)
        #expect(manifest.jobs.map(\.spec.output) == [.frames, .frames] && manifest.jobs.allSatisfy { $0.spec.fps == 30 })
        #expect(manifest.jobs.map(\.output.path) == ["/batch-root/frames/light", "/batch-root/frames/dark"])
        #expect(manifest.jobs.allSatisfy { $0.writesFolder })
        let still = try Self.manifest(#"{"jobs": [{"scene": "coins", "output": "frames.png"}]}"#)
        #expect(!still.jobs[0].writesFolder)
    }

    @Test func bracesCanBeWrittenLiterally() throws {
        let manifest = try Self.manifest(#"{"jobs": [{"scene": "coins", "output": "{{x}}-{scene}.png"}]}"#)
        #expect(manifest.jobs[0].output.lastPathComponent == "{x}-coins.png")
    }

    @Test func twoJobsWritingOneFileAreRefusedNamingBoth() {
        let message = Self.refusal("""
        {
          "matrix": { "scene": ["coins", "bots"], "output": "out/same.png" },
          "jobs": []
        }
        """)
        #expect(message.contains("/batch-root/out/same.png is written by two jobs"), "\(message)")
        #expect(message.contains("m.json:2:13: matrix (scene coins)") && message.contains("m.json:2:13: matrix (scene bots)"), "\(message)")

        let acrossSections = Self.refusal("""
        {"matrix": {"scene": "coins", "output": "x/../a.png"},
         "jobs": [{"scene": "bots", "output": "a.png"}]}
        """)
        #expect(acrossSections.contains("matrix (scene coins)") && acrossSections.contains("m.json:2:11: jobs[0] (scene bots)"),
                "\(acrossSections)")
    }

    /// Each refusal names the file, the line and column, and the key path of the value at fault.
    @Test(arguments: [
        ("{\"jobs\": [\n  {\"scene\": \"coins\", \"output\": \"x/{scen}.png\"}\n]}", "m.json:2:32: jobs[0].output: \"x/{scen}.png\"", "('{scen}' is none)"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x/{scene.png\"}]}", "m.json:1:40: jobs[0].output", "every '{' closes"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x/{theme}.png\"}]}", "m.json:1:40: jobs[0].output", "{theme} is not set here"),
        ("{\"jobs\": [{\"scene\": \"coin\", \"output\": \"x.png\"}]}", "m.json:1:21: jobs[0].scene: \"coin\"", "a built-in scene (coins"),
        ("{\"jobs\": [{\"scene\": [\"coins\"], \"output\": \"x.png\"}]}", "m.json:1:21: jobs[0].scene", "lists belong in a \"matrix\""),
        ("{\"jobs\": [{\"scene\": \"coins\", \"outptu\": \"x.png\"}]}", "m.json:1:30: jobs[0].outptu", "unknown key"),
        ("{\"jobs\": [{\"scene\": \"coins\"}]}", "m.json:1:11: jobs[0].output", "missing"),
        ("{\"jobs\": [{\"output\": \"x.png\"}]}", "m.json:1:11: jobs[0].scene", "missing"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.txt\"}]}", "m.json:1:40: jobs[0].output: \"x.txt\"", "a file ending in .png"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.mp4\", \"t\": 2}]}", "m.json:1:54: jobs[0].t", "\"t\" is for stills"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"frames/\", \"t\": 2}]}", "m.json:1:56: jobs[0].t", "\"t\" is for stills"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.png\", \"fps\": 2}]}", "m.json:1:56: jobs[0].fps", "is for clips"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.png\", \"width\": 90, \"scale\": 2}]}", "jobs[0].scale", "one size rule at a time"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.png\", \"scheme\": \"sepia\"}]}", "m.json:1:59: jobs[0].scheme", "one of: light, dark"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.png\", \"theme\": \"../x\"}]}", "jobs[0].theme", "a name without '/'"),
        ("{\"matrix\": {\"scene\": \"coins\", \"theme\": [], \"output\": \"x.png\"}}", "m.json:1:40: matrix.theme: []", "a non-empty list"),
        ("{\"matrix\": {\"scene\": [\"coins\",\n \"coins\"], \"output\": \"x.png\"}}", "m.json:2:2: matrix.scene[1]", "listed twice"),
        ("{\"matrix\": {\"scene\": \"coins\", \"output\": \"x.png\", \"playback\": \"twice\"}}", "matrix.playback", "one of: live, loop, once"),
        ("{\"jobs\": [{\"scene\": \"coins\", \"output\": \"x.png\"]}", "m.json:1:47: not valid JSON", "unexpected ']'"),
        ("{\"jobs\": []}", "m.json: no jobs", "give a \"matrix\""),
        ("{\"job\": []}", "m.json:1:2: job: unknown key", "matrix, jobs"),
        ("{\"jobs\": [{\"scene\": \"g.pgn\", \"output\": \"x.gif\", \"game\": {\"every\": 1, \"duration\": 9}}]}", "jobs[0].game.duration", "one timing at a time"),
        ("{\"jobs\": [{\"scene\": \"g.pgn\", \"output\": \"x.gif\", \"game\": {\"number\": 0}}]}", "jobs[0].game.number", "1"),
        ("{\"jobs\": [{\"scene\": \"g.pgn\", \"output\": \"x.gif\", \"game\": {\"flipped\": true}}]}", "jobs[0].game.flipped", "unknown key"),
    ])
    func refusalsSayWhere(text: String, place: String, reason: String) {
        let message = Self.refusal(text)
        #expect(message.contains(place), "\(message)")
        #expect(message.contains(reason), "\(message)")
    }

    /// A PGN job's `game` object chooses as `--game`, `--duration`, `--flip`, `--as` and
    /// `--comments` do, for every job of its matrix entry.
    @Test func aGameObjectChoosesTheGameAndHowItIsDrawn() throws {
        let manifest = try Self.manifest("""
        {"matrix": {"scene": "games.pgn", "scheme": ["light", "dark"], "output": "{scheme}.gif",
                    "game": {"number": 2, "duration": 20, "flip": true, "as": "Carlsen", "comments": true}}}
        """)
        let expected = GameChoice(number: 2, timing: .clocks(duration: 20), flip: true, asPlayer: "Carlsen", showsComments: true)
        #expect(manifest.jobs.count == 2)
        #expect(manifest.jobs.allSatisfy { $0.overrides.game == expected })
        let plain = try Self.manifest(#"{"jobs": [{"scene": "games.pgn", "output": "x.gif", "game": {"every": 1.5}}]}"#)
        #expect(plain.jobs.first?.overrides.game == GameChoice(timing: .every(1.5)))
    }

    /// A range of plies and the players' own pace, as `--plies` and `--every real` give them.
    @Test func aGameObjectTakesARangeAndTheRealPace() throws {
        let manifest = try Self.manifest(#"{"jobs": [{"scene": "games.pgn", "output": "x.gif", "game": {"plies": "12-30", "every": "real"}}]}"#)
        #expect(manifest.jobs.first?.overrides.game == GameChoice(plies: PlyRange(first: 12, last: 30), timing: .real))
        let range = Self.refusal(#"{"jobs": [{"scene": "games.pgn", "output": "x.gif", "game": {"plies": "12"}}]}"#)
        #expect(range.contains("jobs[0].game.plies") && range.contains("FIRST-LAST"), "\(range)")
        let pace = Self.refusal(#"{"jobs": [{"scene": "games.pgn", "output": "x.gif", "game": {"every": "slow"}}]}"#)
        #expect(pace.contains("jobs[0].game.every") && pace.contains("\"real\""), "\(pace)")
    }

    @Test func anExplodingMatrixIsRefusedBeforeItIsExpanded() {
        let values = (0..<400).map { "\"t\($0)\"" }.joined(separator: ",")
        let message = Self.refusal("{\"matrix\": {\"scene\": \"coins\", \"theme\": [\(values)], \"locale\": [\(values)], \"output\": \"{theme}{locale}.png\"}}")
        #expect(message.contains("at most \(BatchManifest.maximumJobs) jobs"), "\(message)")
    }

    @Test func aManifestOnDiskReadsRelativePathsFromItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("m.json")
        try Data(#"{"settings": "s.json", "jobs": [{"scene": "coins", "output": "o/c.png"}]}"#.utf8).write(to: file)
        let manifest = try BatchManifest.load(file)
        #expect(manifest.settingsFile == folder.appendingPathComponent("s.json").path)
        #expect(manifest.jobs[0].output.path == folder.appendingPathComponent("o/c.png").path)
        #expect(throws: BatchManifestError.self) { try BatchManifest.load(folder.appendingPathComponent("absent.json")) }
    }
}

@Suite("The example batch manifest")
struct ExampleBatchManifestTests {
    /// The README's manifest loads as written: two matrices (24 stills and 4 clips), then 3 jobs.
    @Test func theExampleManifestLoads() throws {
        let manifest = try BatchManifest.load(Fixtures.url("Examples/Batch/onboarding.json"))
        #expect(manifest.jobs.count == 3 * 2 * 2 * 2 + 2 * 2 + 3)
        #expect(manifest.jobs.last?.spec.output == .still(.pdf) && manifest.jobs.last?.spec.time == 4.6)
        let scripts = manifest.jobs.map(\.scene).filter { $0.hasSuffix(".scene") || $0.hasSuffix(".pgn") }
        for path in scripts { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        #expect(scripts.count == 2)
    }
}
