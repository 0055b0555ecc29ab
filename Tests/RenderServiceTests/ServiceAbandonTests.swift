import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Clients that ask for a long render and hang up: the render stops (ffmpeg reaped, its folder
/// removed) and a request still queued never starts, so two abandoned requests cannot keep
/// everyone else waiting for their cap.
@Suite("Abandoned renders stop", .serialized)
struct ServiceAbandonTests {
    /// A long MP4: several seconds of drawing and encoding at this size, far under the cap.
    static let long = "/scenes/bots.mp4?width=1280&fps=100&playback=loop"

    /// Sends a GET and closes the socket after `seconds`, without reading a byte.
    static func askAndHangUp(_ http: ServiceHTTP, _ target: String, after seconds: Double) throws {
        let socket = try http.connect()
        try http.write(Data("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), to: socket)
        Thread.sleep(forTimeInterval: seconds)
        close(socket)
    }

    /// This process's ffmpeg children, alive or not yet reaped.
    static func ffmpegChildren() -> [String] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid -> String? in
            guard Int32(pid) != nil, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == me, stat.contains("(ffmpeg)") else { return nil }
            return "\(pid) \(fields[0])"
        }
    }

    @Test(.requires(.ffmpeg)) func hungUpRendersStopAndQueuedOnesNeverStart() throws {
        let service = try RunningService { $0.workers = 1; $0.renderSeconds = 60 }
        defer { service.stop() }
        let http = service.http
        // One drawing, one queued behind it; both clients gone after a second.
        let first = Thread { try? Self.askAndHangUp(http, Self.long, after: 1) }
        first.start()
        try http.waitForRendersInFlight(1)
        try Self.askAndHangUp(http, Self.long + "&theme=wood", after: 1)
        Thread.sleep(forTimeInterval: 0.2)

        // The worker is free again at once: a small board is answered in a few seconds at most,
        // not after the minute-long cap (nor after the long render's own several seconds).
        let started = ContinuousClock.now
        let probe = try http.get("/board.png?size=64")
        let elapsed = (ContinuousClock.now - started).components
        let waited = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        print("ServiceAbandon: /board.png answered \(String(format: "%.3f", waited)) s after two abandoned renders")
        #expect(probe.status == 200)
        #expect(waited < 3, "the probe waited \(waited) s behind renders nobody will read")

        // Nothing of the abandoned renders is left: no ffmpeg, no scratch, both logged as gone.
        let until = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < until, !(Self.ffmpegChildren().isEmpty && service.leftovers.isEmpty) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(Self.ffmpegChildren().isEmpty, "ffmpeg left: \(Self.ffmpegChildren())")
        #expect(service.leftovers.isEmpty, "scratch left: \(service.leftovers)")
        let metrics = try http.get("/metrics").text
        #expect(metrics.contains("chess_motion_in_flight 0\n"), "\(metrics)")
        let gone = service.log.filter { $0.contains("\"path\":\"/scenes/bots.mp4\"") }
        #expect(gone.count == 2 && gone.allSatisfy { $0.contains("\"status\":499") }, "\(gone)")
    }
}
