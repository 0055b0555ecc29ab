import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `serve` stopped while renders run longer than its grace, or killed outright: every client is
/// answered, no ffmpeg outlives it, and nothing it wrote stays in its scratch space (a start
/// removes what a killed predecessor left).
@Suite("Shutdown past the grace, and a start after a kill", .serialized)
struct ServiceShutdownTests {
    /// Several seconds of one worker's time each.
    static let long = "/scenes/bots.mp4?width=1280&fps=100&playback=loop"

    /// ffmpeg processes working in `folder` (their command line names it), with their state:
    /// "Z" for a zombie no one reaped.
    static func ffmpeg(in folder: URL) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid -> String? in
            guard Int32(pid) != nil,
                  let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  stat.contains("(ffmpeg)") || command.contains("ffmpeg"), command.contains(folder.path),
                  let close = stat.lastIndex(of: ")") else { return nil }
            return "\(pid) \(stat[stat.index(close, offsetBy: 2)])"
        }
    }

    static func everything(in folder: URL) -> [String] {
        FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
    }

    @Test(.requires(.ffmpeg)) func sigtermPastTheGraceAnswersEveryoneAndLeavesNothing() throws {
        let scratch = try TemporaryFolder("serve-tmp").url
        let (process, port, _) = try ServeProcessTests.start(["--workers", "1", "--grace", "1"], environment: ["TMPDIR": scratch.path])
        let http = ServiceHTTP(port: port)
        // One drawing, two queued behind it.
        let answers = (0..<3).map { index in
            Thread.detachNewThreadWithResult { try? http.get(Self.long + "&theme=\(["green", "wood", "midnight"][index])") }
        }
        try http.waitForRendersInFlight(1)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!Self.ffmpeg(in: scratch).isEmpty, "the render's ffmpeg is running")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let statuses = answers.map { $0.value()??.status }
        #expect(statuses == [503, 503, 503], "every client is answered: \(statuses)")
        #expect(Self.ffmpeg(in: scratch).isEmpty, "ffmpeg outlived the server: \(Self.ffmpeg(in: scratch))")
        #expect(Self.everything(in: scratch).isEmpty, "left in the scratch space: \(Self.everything(in: scratch))")
    }

    @Test(.requires(.ffmpeg)) func aStartRemovesWhatAKilledPredecessorLeft() throws {
        let scratch = try TemporaryFolder("serve-tmp").url
        let (killed, port, _) = try ServeProcessTests.start(["--workers", "1"], environment: ["TMPDIR": scratch.path])
        let http = ServiceHTTP(port: port)
        _ = Thread.detachNewThreadWithResult { try? http.get(Self.long) }
        try http.waitForRendersInFlight(1)
        Thread.sleep(forTimeInterval: 0.5)
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(!Self.everything(in: scratch).isEmpty, "a killed server leaves its render's folder")
        // Its ffmpeg reads the end of its frames and ends; none keeps running.
        let until = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < until, Self.ffmpeg(in: scratch).contains(where: { !$0.hasSuffix(" Z") }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!Self.ffmpeg(in: scratch).contains { !$0.hasSuffix(" Z") }, "\(Self.ffmpeg(in: scratch))")

        let (next, _, _) = try ServeProcessTests.start(["--workers", "1"], environment: ["TMPDIR": scratch.path])
        defer { kill(next.processIdentifier, SIGKILL); next.waitUntilExit() }
        #expect(Self.everything(in: scratch).isEmpty, "the next start left: \(Self.everything(in: scratch))")
    }
}
