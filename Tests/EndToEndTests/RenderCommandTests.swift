import MotionExport
import Foundation
import TestSupport
import Testing

@Suite("chess-motion render: videos, GIFs and PNG sequences")
struct RenderCommandTests {
    /// Three frames (0.3 s at 10 fps) at 96 pixels wide: every format of every scene, cheaply.
    static let tiny = ["--fps", "10", "--from", "0", "--to", "0.3", "--width", "96"]

    @Test(.requires(.ffmpeg, .ffprobe)) func everySceneRendersToEveryFormat() throws {
        let folder = try TemporaryFolder()
        let scenes = try ExportProbe.allScenes()
        #expect(scenes.contains("coins") && scenes.contains(ExportProbe.scriptedScene))
        for scene in scenes {
            let name = ExportProbe.label(scene)
            for (format, codec) in [("mp4", "h264"), ("webm", "vp9"), ("gif", "gif")] {
                let url = folder.appendingPathComponent("\(name).\(format)")
                let result = try ToolRunner.run(["render", scene, "-o", url.path] + Self.tiny)
                #expect(result.status == 0, "\(scene).\(format): \(result.stderr)")
                let video = try VideoProbe.read(url)
                #expect(video.frames == 3 && video.codec == codec, "\(scene).\(format): \(video)")
                // 96 x 74.67 rounds to 75; H.264 and VP9 take even sides only.
                #expect(video.width == 96 && video.height == (format == "gif" ? 75 : 76), "\(scene).\(format): \(video)")
            }
            let frames = folder.appendingPathComponent("\(name)-frames")
            let result = try ToolRunner.run(["render", scene, "-o", frames.path + "/"] + Self.tiny)
            #expect(result.status == 0, "\(scene) frames: \(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
            #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
            let size = try ExportProbe.pngSize(at: frames.appendingPathComponent("frame-00002.png"))
            #expect(size.width == 96 && size.height == 75)
        }
    }

    @Test(.requires(.ffmpeg, .ffprobe)) func playbackModesSetTheClipsLength() throws {
        let folder = try TemporaryFolder()
        // coins: a 6 s loop, still 4.4; at 5 fps live is 6 + 4.4 + 1 held = 11.4 s.
        for (mode, extra, frames) in [("loop", [String](), 30), ("once", [], 31), ("live", ["--hold", "1"], 57)] {
            let url = folder.appendingPathComponent("\(mode).mp4")
            let result = try ToolRunner.run(["render", "coins", "--playback", mode, "--fps", "5", "--width", "64", "-o", url.path] + extra)
            #expect(result.status == 0, "\(mode): \(result.stderr)")
            #expect(try VideoProbe.read(url).frames == frames, "\(mode)")
        }
    }

    /// Frames drawn on two workers come out in order and byte for byte as one worker draws them.
    @Test func parallelRenderingIsByteIdenticalToSerial() throws {
        let folder = try TemporaryFolder()
        var sequences: [[Data]] = []
        for workers in ["1", "2"] {
            let out = folder.appendingPathComponent("w\(workers)")
            let result = try ToolRunner.run(["render", "coins", "--playback", "loop", "--fps", "4", "--width", "120",
                                             "--workers", workers, "-o", out.path + "/"])
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names.count == 24)
            sequences.append(try names.map { try Data(contentsOf: out.appendingPathComponent($0)) })
        }
        #expect(sequences[0] == sequences[1])
        #expect(Set(sequences[0]).count > 12, "the frames should differ over the loop")
    }

    @Test(.requires(.ffmpeg, .ffprobe)) func aReRenderReplacesTheFileAndLeavesNothingElse() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("clip.webm")
        try Data("an older clip".utf8).write(to: url)
        let result = try ToolRunner.run(["render", "coins", "-o", url.path] + Self.tiny)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try VideoProbe.read(url).frames == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.webm"])
    }

    @Test func missingFFmpegIsAClearErrorBeforeAnyWork() throws {
        let folder = try TemporaryFolder()
        let url = folder.appendingPathComponent("x.mp4")
        let result = try ToolRunner.run(["render", "coins", "-o", url.path], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ffmpeg is needed") && result.stderr.contains("apt-get install ffmpeg"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // A PNG sequence does not need it.
        let frames = try ToolRunner.run(["render", "coins", "-o", folder.appendingPathComponent("f").path + "/"] + Self.tiny,
                                        environment: ["PATH": "/nonexistent"])
        #expect(frames.status == 0, "\(frames.stderr)")
    }

    @Test(arguments: [
        (["--fps", "0"], "--fps 0 is out of range", Int32(2)),
        (["--fps", "1000"], "--fps 1000 is out of range: between 1 and 240", 2),
        (["--fps", "fast"], "--fps takes a number, not 'fast'", 2),
        (["--width", "0"], "--width 0 is out of range", 2),
        (["--scale", "900"], "--scale 900 is out of range", 2),
        (["--from", "5", "--to", "2"], "the range 5 s to 2 s is empty", 1),
        (["--to", "100"], "goes past the end of the live clip, which is 12.4 s long", 1),
        (["--playback", "loop", "--to", "7"], "goes past the end of the loop clip, which is 6 s long", 1),
        (["--from", "-1"], "cannot start at -1 s", 1),
        (["--playback", "loop", "--hold", "3"], "--hold and --playback loop cannot be used together", 2),
        (["--playback", "twice"], "--playback 'twice' is not one of: live, loop, once", 2),
        (["--hold", "-2"], "--hold -2 is out of range", 2),
        (["--workers", "0"], "--workers 0 is out of range", 2),
    ])
    func impossibleRequestsAreClearErrors(options: [String], message: String, status: Int32) throws {
        let folder = try TemporaryFolder()
        let result = try ToolRunner.run(["render", "coins", "-o", folder.appendingPathComponent("x.mp4").path] + options)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// On a terminal (a pseudo-terminal from `script`) the bar shows frames, rate and time left,
    /// then the line saying what was written; a non-terminal stderr gets that line alone, and
    /// `--quiet` shows nothing.
    @Test(.requires(.ffmpeg)) func progressShowsOnATerminalOnly() throws {
        let folder = try TemporaryFolder()
        func onTerminal(_ extra: [String]) throws -> String {
            let command = ([ToolRunner.executable.path, "render", "coins", "--fps", "10", "--to", "1", "--width", "64",
                            "-o", folder.appendingPathComponent("p.gif").path] + extra)
                .map { "'" + $0 + "'" }.joined(separator: " ")
            let terminal = try ProcessRunner(path: "/usr/bin/script").run(["-qec", command, "/dev/null"])
            #expect(terminal.status == 0, "script(1) from util-linux runs the tool on a terminal: \(terminal.stdout)")
            return terminal.stdout
        }
        let shown = try onTerminal([])
        // A GIF draws its 10 frames twice: once for the palette, once to write them.
        #expect(shown.contains("20/20 frames") && shown.contains("fps") && shown.contains("wrote "), "\(shown)")
        let quiet = try onTerminal(["--quiet"])
        #expect(!quiet.contains("frames"), "\(quiet)")
        let piped = try ToolRunner.run(["render", "coins", "--fps", "10", "--to", "1", "--width", "64",
                                        "-o", folder.appendingPathComponent("q.gif").path])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stderr.hasPrefix("wrote \(folder.appendingPathComponent("q.gif").path) (10 frames of 64 x 50, 1 s at 10 fps, "),
                "\(piped.stderr)")
        #expect(!piped.stderr.contains("\r") && piped.stderr.split(separator: "\n").count == 1, "no progress bar: \(piped.stderr)")
        let silent = try ToolRunner.run(["render", "coins", "--fps", "10", "--to", "1", "--width", "64", "--quiet",
                                         "-o", folder.appendingPathComponent("r.gif").path])
        #expect(silent.status == 0 && silent.stderr.isEmpty, "\(silent.stderr)")
    }
}
