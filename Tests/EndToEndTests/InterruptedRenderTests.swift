import Foundation
import TestSupport
import Testing

/// Issue 15, items 2, 4, 5 and 6 as a user meets them: interrupted, killed, out of space and
/// oversized renders leave the earlier output and no partial files.
@Suite("Interrupted, killed and impossible renders")
struct InterruptedRenderTests {
    /// Item 5: SIGHUP (closing the terminal) left `.out.mp4.partial-PID` behind; SIGQUIT
    /// trapped in Foundation's FileHandle on EINTR. All four end the render cleanly.
    @Test(.requires(.ffmpeg), arguments: [SIGHUP, SIGQUIT, SIGINT, SIGTERM])
    func aSignalStopsTheRenderAndLeavesNoPartialFile(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("out.mp4")
        try Data("earlier video".utf8).write(to: output)
        let stderr = Pipe()
        let process = try ToolRunner.start(["render", "coins", "--width", "480", "--quiet", "-o", output.path], stderr: stderr)
        // Signal once ffmpeg's private folder exists: the encode is under way.
        let started = HardeningRunner.wait(upTo: 60) {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { $0.hasPrefix(".out.mp4.partial-") } == true
        }
        #expect(started, "the render started")
        usleep(300_000)
        kill(process.processIdentifier, signal)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "it exits rather than dying of the signal: \(message)")
        #expect(process.terminationStatus == 128 + signal)
        #expect(message.contains("interrupted: no video was written"), "\(message)")
        #expect(!message.contains("Fatal error"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.mp4"])
        #expect(try String(contentsOf: output, encoding: .utf8) == "earlier video")
    }

    /// Item 5: SIGKILL cannot be caught; the next render clears what it left, for videos and
    /// for PNG sequences alike.
    @Test(.requires(.ffmpeg)) func whatAKilledRenderLeavesIsClearedByTheNext() throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("out.mp4")
        let process = try ToolRunner.start(["render", "coins", "--width", "480", "--quiet", "-o", output.path])
        let started = HardeningRunner.wait(upTo: 60) {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { $0.hasPrefix(".out.mp4.partial-") } == true
        }
        #expect(started)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // A PNG sequence's half-written frame from a killed render, and one of an old video.
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        let dead = try ProcessRunner.deadProcessIdentifier()
        try Data("half".utf8).write(to: frames.appendingPathComponent(".frame-00002.png.partial-\(dead)-99"))
        try Data("half".utf8).write(to: folder.appendingPathComponent(".out.mp4.partial-\(dead)"))

        let video = try ToolRunner.run(["render", "coins", "--playback", "once", "--fps", "5", "--width", "64", "-o", output.path])
        #expect(video.status == 0, "\(video.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["out.mp4", "frames"])
        let sequence = try ToolRunner.run(["render", "coins", "--playback", "once", "--fps", "2", "--width", "64",
                                           "-o", frames.path + "/"])
        #expect(sequence.status == 0, "\(sequence.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).allSatisfy { $0.hasPrefix("frame-") })
    }

    /// Item 2: on a full disk the render exits 1 and the earlier video stays.
    @Test(.requires(.ffmpeg), .enabled(if: SmallDisk.canMount)) func aFullDiskFailsAndKeepsTheEarlierVideo() throws {
        let disk = try SmallDisk(size: "1m")
        defer { disk.unmount() }
        let folder = disk.folder
        let output = folder.appendingPathComponent("a.mp4")
        let first = try ToolRunner.run(["render", "coins", "--playback", "once", "--fps", "10", "--width", "64", "-o", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        let earlier = try Data(contentsOf: output)
        try disk.fill(leaving: 8192)
        let full = try ToolRunner.run(["render", "coins", "--width", "720", "-o", output.path])
        #expect(full.status == 1, "\(full.stderr)")
        #expect(full.stderr.contains("No space left on device"), "\(full.stderr)")
        #expect(try Data(contentsOf: output) == earlier)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["a.mp4", "filler"])
    }

    /// Item 4: `--width 8192 --workers 64` trapped with "failed to allocate" (exit 134) and left
    /// its partial file; it is refused before ffmpeg starts.
    @Test(.requires(.ffmpeg)) func aRenderThatCannotFitInMemoryIsRefusedBeforeItStarts() throws {
        let folder = try TemporaryFolder()
        let output = folder.appendingPathComponent("big.mp4")
        try Data("earlier".utf8).write(to: output)
        let result = try ToolRunner.run(["render", "coins", "--width", "8192", "--workers", "64", "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("over the memory budget of 512 MiB") && result.stderr.contains("--workers 1"),
                "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.mp4"])
        #expect(try String(contentsOf: output, encoding: .utf8) == "earlier")
        let tight = try ToolRunner.run(["render", "coins", "--width", "2048", "--memory-budget", "16", "-o", output.path])
        #expect(tight.status == 1 && tight.stderr.contains("memory budget of 16 MiB"), "\(tight.stderr)")
    }
}
