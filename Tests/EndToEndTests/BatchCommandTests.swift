import Foundation
import TestSupport
import Testing

/// `chess-motion batch` as CI machines and Kubernetes pods run it: shards that together write
/// what one run writes, reruns that skip finished work, and failures that stop nobody.
@Suite("chess-motion batch")
struct BatchCommandTests {
    /// Twelve small stills: three scenes, two themes, two schemes.
    static let matrix = """
    {
      "matrix": {
        "scene": ["coins", "bots", "clock"], "theme": ["green", "wood"], "scheme": ["light", "dark"],
        "output": "out/{scene}-{theme}-{scheme}.png", "width": 72
      }
    }
    """

    static func folder(manifest: String) throws -> URL {
        let folder = try TemporaryFolder().url
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    /// Every file under `folder`'s out/ by name, with its bytes.
    static func outputs(in folder: URL) throws -> [String: Data] {
        let out = folder.appendingPathComponent("out")
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [] {
            files[name] = try Data(contentsOf: out.appendingPathComponent(name))
        }
        return files
    }

    @Test func theShardsTogetherWriteWhatOneRunWritesByteForByte() throws {
        let whole = try Self.folder(manifest: Self.matrix)
        let run = try ToolRunner.run(["batch", "manifest.json"], in: whole)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = try Self.outputs(in: whole)
        #expect(expected.count == 12)
        #expect(run.stderr.contains("batch manifest.json: 12 written, 0 skipped, 0 failed"), "\(run.stderr)")

        // Three machines, each with its own disk; two by --shard K/N, one as an Indexed Job pod.
        var union: [String: Data] = [:]
        for index in 0..<3 {
            let machine = try Self.folder(manifest: Self.matrix)
            let result = index == 2
                ? try ToolRunner.run(["batch", "manifest.json", "--shard", "auto/3"], environment: ["JOB_COMPLETION_INDEX": "2"], in: machine)
                : try ToolRunner.run(["batch", "manifest.json", "--shard", "\(index)/3"], in: machine)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("shard \(index)/3 (4 of 12 jobs): 4 written"), "\(result.stderr)")
            let written = try Self.outputs(in: machine)
            #expect(written.count == 4)
            for (name, data) in written {
                #expect(union[name] == nil, "\(name) was written by two shards")
                union[name] = data
            }
        }
        #expect(union.keys.sorted() == expected.keys.sorted())
        for (name, data) in expected { #expect(union[name] == data, "\(name) differs between the sharded and the whole run") }
    }

    /// A GIF job is written by ChessMotion's own encoder, as `render` writes one (flat memory,
    /// no ffmpeg): it succeeds with no ffmpeg on the PATH, and a game's tags are in its comment.
    /// A job's `game` object draws the game as the command line's game options would.
    @Test func gifJobsNeedNoFFmpeg() throws {
        let game = Fixtures.url("Examples/Games/opera-game.pgn").path
        let folder = try Self.folder(manifest: """
        {"jobs": [{"scene": "coins", "output": "out/coins.gif", "width": 48, "fps": 10, "playback": "loop"},
                  {"scene": "\(game)", "output": "out/opera.gif", "width": 48, "fps": 2},
                  {"scene": "\(game)", "output": "out/opera-flipped.gif", "width": 48, "fps": 2, "game": {"flip": true}}]}
        """)
        let result = try ToolRunner.run(["batch", "manifest.json"], environment: ["PATH": "/nonexistent"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let outputs = try Self.outputs(in: folder)
        let coins = try DecodedGIF(bytes: Array(try #require(outputs["coins.gif"])))
        #expect(coins.width == 48 && coins.frames.count > 1 && coins.loopCount == 0)
        let opera = try DecodedGIF(bytes: Array(try #require(outputs["opera.gif"])))
        #expect(opera.comments.contains { $0.contains("Morphy") }, "\(opera.comments)")
        // The job's game object is the command line's --flip: Black at the bottom, another picture.
        let flipped = try DecodedGIF(bytes: Array(try #require(outputs["opera-flipped.gif"])))
        #expect(flipped.frames.count == opera.frames.count && flipped.frames.first?.canvas != opera.frames.first?.canvas)
    }

    /// Lottie and dotLottie jobs write what `render NAME.json` and `render NAME.lottie` write,
    /// byte for byte, at the job's size and rate.
    @Test func lottieJobsWriteWhatRenderWrites() throws {
        let folder = try Self.folder(manifest: """
        {"jobs": [{"scene": "coins", "output": "out/coins.json", "width": 180},
                  {"scene": "clock", "output": "out/clock.lottie", "width": 180, "fps": 30}]}
        """)
        let batch = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        let outputs = try Self.outputs(in: folder)
        for (scene, file, extra) in [("coins", "coins.json", [String]()), ("clock", "clock.lottie", ["--fps", "30"])] {
            let rendered = folder.appendingPathComponent("render-\(file)")
            let render = try ToolRunner.run(["render", scene, "--width", "180", "-o", rendered.path] + extra, in: folder)
            #expect(render.status == 0, "\(render.stderr)")
            let fromBatch = try #require(outputs[file], "batch wrote no \(file)")
            #expect(fromBatch == (try Data(contentsOf: rendered)), "\(file): batch and render differ")
        }
        #expect(String(decoding: try #require(outputs["coins.json"]).prefix(200), as: UTF8.self).contains("\"fr\""))
        #expect(try #require(outputs["clock.lottie"]).starts(with: [0x50, 0x4B, 0x03, 0x04]), "a dotLottie is a zip")
    }

    @Test func listShowsAShardsJobsAndDrawsNothing() throws {
        let folder = try Self.folder(manifest: Self.matrix)
        let result = try ToolRunner.run(["batch", "manifest.json", "--list", "--shard", "1/5"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3) // positions 1, 6 and 11
        #expect(lines.first?.hasPrefix("out/coins-green-dark.png\tmatrix (scene coins, theme green, scheme dark)") == true, "\(result.stdout)")
        #expect(try Self.outputs(in: folder).isEmpty)
    }

    @Test func anExistingOutputIsSkippedUnlessForced() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "out/a.png", "width": 60}, {"scene": "clock", "output": "out/b.png", "width": 60}]}"#)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let placeholder = Data("not a picture".utf8)
        try placeholder.write(to: folder.appendingPathComponent("out/a.png"))

        let first = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("skipped out/a.png, jobs[0] (scene coins): it exists"), "\(first.stderr)")
        #expect(first.stderr.contains("1 written, 1 skipped, 0 failed"), "\(first.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/a.png")) == placeholder)

        let forced = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stderr.contains("2 written, 0 skipped"), "\(forced.stderr)")
        let redrawn = try Data(contentsOf: folder.appendingPathComponent("out/a.png"))
        #expect(redrawn.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func aFailingJobIsReportedAndTheOthersStillRun() throws {
        let folder = try Self.folder(manifest: """
        {
          "matrix": { "scene": "coins", "scheme": ["light", "dark"], "output": "out/coins-{scheme}.png", "width": 60 },
          "jobs": [
            { "scene": "missing.scene", "output": "out/missing.png" },
            { "scene": "bots", "theme": "nosuchtheme", "output": "out/bots.png", "width": 60 },
            { "scene": "clock", "output": "out/clock.png", "width": 60 }
          ]
        }
        """)
        let result = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("failed out/missing.png, jobs[0] (scene missing.scene):"), "\(result.stderr)")
        #expect(result.stderr.contains("failed out/bots.png, jobs[1] (scene bots, theme nosuchtheme): "), "\(result.stderr)")
        #expect(result.stderr.contains("jobs[1].theme 'nosuchtheme' is not an installed board theme"), "the manifest key is named, not a flag: \(result.stderr)")
        #expect(result.stderr.contains("3 written, 0 skipped, 2 failed"), "\(result.stderr)")
        #expect(try Self.outputs(in: folder).keys.sorted() == ["clock.png", "coins-dark.png", "coins-light.png"])
    }

    @Test(arguments: [
        (["batch", "manifest.json", "--shard", "3"], "--shard '3': not K/N or auto/N", Int32(2)),
        (["batch", "manifest.json", "--shard", "3/3"], "there is no shard 3 of 3", 2),
        (["batch", "manifest.json", "--shard", "auto/3"], "JOB_COMPLETION_INDEX is not set", 2),
        (["batch"], "missing MANIFEST", 2),
        (["batch", "absent.json"], "absent.json: cannot be read", 1),
    ])
    func badCommandLinesAreClearErrors(arguments: [String], message: String, status: Int32) throws {
        let folder = try Self.folder(manifest: Self.matrix)
        let result = try ToolRunner.run(arguments, in: folder)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try Self.outputs(in: folder).isEmpty)
    }

    @Test func aManifestErrorNamesLineAndColumnAndRunsNothing() throws {
        let folder = try Self.folder(manifest: "{\n  \"jobs\": [\n    {\"scene\": \"coins\", \"output\": \"out/a.png\", \"sheme\": \"dark\"}\n  ]\n}")
        let result = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("manifest.json:3:47: jobs[0].sheme: unknown key"), "\(result.stderr)")
        #expect(try Self.outputs(in: folder).isEmpty)
    }

    /// A batch stopped by a signal in the middle of a clip ends as `render` does: the clip's
    /// private partial folder is removed, the earlier output stays, and it exits 128 + signal.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalMidClipLeavesTheEarlierOutputAndNoPartialFolder(signal: Int32) throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "out/long.gif", "width": 480, "fps": 30}]}"#)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try Data("earlier gif".utf8).write(to: out.appendingPathComponent("long.gif"))
        let stderr = Pipe()
        let process = try ToolRunner.start(["batch", folder.appendingPathComponent("manifest.json").path, "--force", "--quiet"],
                                           stderr: stderr)
        let started = HardeningRunner.wait(upTo: 60) {
            (try? FileManager.default.contentsOfDirectory(atPath: out.path))?.contains { $0.hasPrefix(".long.gif.partial-") } == true
        }
        // The clean-up is registered just after the private folder is made; a signal in between
        // would meet the default action, a race no user could aim at but a poll can.
        usleep(200_000)
        #expect(started, "the GIF job started")
        kill(process.processIdentifier, signal)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal, "\(message)")
        #expect(message.contains("interrupted: ") && message.contains("long.gif was not written"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["long.gif"])
        #expect(try String(contentsOf: out.appendingPathComponent("long.gif"), encoding: .utf8) == "earlier gif")
    }

    /// The same for a folder of frames, whose private folder the render's threads are still
    /// writing into when the signal's clean-up removes it: nothing is left of it, the earlier
    /// folder stays whole, and the status is the signal's even if the render ends first.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalMidSequenceLeavesTheEarlierFolderAndNoPartialFolder(signal: Int32) throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "out/frames/", "width": 360}]}"#)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("frames"), withIntermediateDirectories: true)
        try Data("earlier".utf8).write(to: out.appendingPathComponent("frames/frame-00000.png"))
        let stderr = Pipe()
        let process = try ToolRunner.start(["batch", folder.appendingPathComponent("manifest.json").path, "--force", "--quiet"],
                                           stderr: stderr)
        let started = HardeningRunner.wait(upTo: 60) {
            guard let partial = (try? FileManager.default.contentsOfDirectory(atPath: out.path))?.first(where: { $0.hasPrefix(".frames.partial-") })
            else { return false }
            let frames = (try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(partial + "/frames").path)) ?? []
            return frames.count > 20
        }
        #expect(started, "the sequence was being written")
        kill(process.processIdentifier, signal)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal, "\(message)")
        #expect(message.contains("frames was not written"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path) == ["frame-00000.png"])
    }

    /// Every file in `folder` by name, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// An output ending in '/' is a PNG sequence: the very frames `render FOLDER/` writes, moved
    /// into place whole, skipped once there, and with --force its frames replaced (frames of the
    /// earlier one that the new one lacks do not linger).
    @Test func aFolderOutputIsThePNGSequenceRenderWritesMovedIntoPlaceWhole() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "out/{scene}/", "width": 72, "playback": "once", "fps": 10}]}"#)
        let result = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote out/coins/, jobs[0] (scene coins), "), "\(result.stderr)")
        let reference = folder.appendingPathComponent("reference")
        let render = try ToolRunner.run(["render", "coins", "--width", "72", "--playback", "once", "--fps", "10", "-o", "reference/", "--quiet"],
                                        in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        let frames = try Self.files(in: folder.appendingPathComponent("out/coins"))
        let expected = try Self.files(in: reference)
        #expect(frames.count > 10 && frames.keys.sorted() == expected.keys.sorted())
        for (name, data) in expected { #expect(frames[name] == data, "\(name) differs from render's") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["coins"],
                "nothing but the sequence is left beside it")

        let again = try ToolRunner.run(["batch", "manifest.json"], in: folder)
        #expect(again.stderr.contains("skipped out/coins/, jobs[0] (scene coins): it exists"), "\(again.stderr)")

        let stray = folder.appendingPathComponent("out/coins/frame-99999.png")
        try Data("an earlier, longer render".utf8).write(to: stray)
        let forced = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Self.files(in: folder.appendingPathComponent("out/coins")) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["coins"])
    }

    /// A file of the user's where the folder belongs (here a FIFO) is refused, even forced, and
    /// left as it was; a link where the folder belongs is replaced, never written through.
    @Test func aFolderOutputNeverReplacesAFileOrWritesThroughALink() throws {
        let folder = try Self.folder(manifest: #"{"jobs": [{"scene": "coins", "output": "out/{scene}/", "width": 40, "playback": "once", "fps": 5}]}"#)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        #expect(mkfifo(out.appendingPathComponent("coins").path, 0o644) == 0)
        let refused = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("failed out/coins/, jobs[0] (scene coins): ") && refused.stderr.contains("it is a file, not a folder"),
                "\(refused.stderr)")
        var status = stat()
        #expect(lstat(out.appendingPathComponent("coins").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["coins"])

        try FileManager.default.removeItem(at: out.appendingPathComponent("coins"))
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: elsewhere.appendingPathComponent("precious.txt"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("coins"), withDestinationURL: elsewhere)
        let forced = try ToolRunner.run(["batch", "manifest.json", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["precious.txt"])
        #expect(lstat(out.appendingPathComponent("coins").path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("coins").path).contains("frame-00000.png"))
    }

    /// A sequence that cannot be finished (the disk fills) fails alone, and leaves neither a
    /// half-written folder where the output belongs nor its private folder.
    @Test(.enabled(if: SmallDisk.canMount)) func aSequenceThatFailsLeavesNothingWhereItBelongs() throws {
        let disk = try SmallDisk(size: "256k")
        defer { disk.unmount() }
        let manifest = disk.folder.appendingPathComponent("manifest.json")
        try Data(#"{"jobs": [{"scene": "coins", "output": "frames/", "width": 360, "playback": "once"}, {"scene": "clock", "output": "clock.png", "width": 40}]}"#.utf8)
            .write(to: manifest)
        let result = try ToolRunner.run(["batch", manifest.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("failed ") && result.stderr.contains("frames/, jobs[0] (scene coins): "), "\(result.stderr)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        #expect(result.stderr.contains("1 written, 0 skipped, 1 failed"), "\(result.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path)) == ["manifest.json", "clock.png"])
    }
}
