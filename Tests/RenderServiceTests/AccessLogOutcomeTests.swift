import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The access log says what became of each answer: sent whole, cut short, or the client gone
/// before there was one; never "completed" for a client that took nothing.
@Suite("The access log's outcome", .serialized)
struct AccessLogOutcomeTests {
    static func outcome(of path: String, in log: [String]) -> String? {
        log.last { $0.contains("\"path\":\"\(path)\"") }
            .flatMap { $0.firstMatch(of: /"outcome":"([a-z ]+)"/).map { String($0.1) } }
    }

    /// Waits up to 10 s for the line of `path` (MHD logs an exchange when it ends).
    static func waitForLine(_ service: RunningService, _ path: String) -> String? {
        let until = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < until {
            if let outcome = outcome(of: path, in: service.log) { return outcome }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    @Test func aReadAnswerIsSent() throws {
        let service = try RunningService()
        defer { service.stop() }
        #expect(try service.http.get("/board.png?size=64").status == 200)
        #expect(Self.waitForLine(service, "/board.png") == "sent")
    }

    /// A client that asks for a large still and never reads it: the server cannot hand it over,
    /// and the idle timeout ends the exchange mid-answer.
    @Test func anAnswerNobodyReadsIsCutShort() throws {
        let service = try RunningService { $0.http.idleTimeout = 1 }
        defer { service.stop() }
        // A receive buffer kept small before connecting, so the window stays shut.
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var small: Int32 = 4096
        setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        var loopback = in_addr()
        inet_pton(AF_INET, "127.0.0.1", &loopback)
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: UInt16(service.http.port).bigEndian, sin_addr: loopback,
                                  sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        try service.http.write(Data("GET /scenes/bots.png?width=4096 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), to: socket)
        #expect(Self.waitForLine(service, "/scenes/bots.png") == "cut short", "\(service.log)")
    }

    @Test(.requires(.ffmpeg)) func aClientThatLeavesBeforeItsAnswerIsGone() throws {
        let service = try RunningService()
        defer { service.stop() }
        let socket = try service.http.connect()
        try service.http.write(Data("GET \(ServiceAbandonTests.long) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), to: socket)
        try service.http.waitForRendersInFlight(1)
        close(socket)
        #expect(Self.waitForLine(service, "/scenes/bots.mp4") == "client gone", "\(service.log)")
        #expect(service.log.last { $0.contains("/scenes/bots.mp4") }?.contains("\"status\":499") == true)
    }
}
