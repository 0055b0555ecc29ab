import Foundation
import HTTPServer
import Synchronization
import Testing
import TestSupport

/// The server alone, with handlers written here, over real sockets on 127.0.0.1: what any
/// service built on it can count on, whatever its routes.
@Suite("HTTPServer", .serialized)
struct HTTPServerTests {
    /// A value the handlers' threads and the test share.
    final class Shared<Value: Sendable>: Sendable {
        private let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result { value.withLock { body(&$0) } }
    }

    /// A server on a port the kernel picks, answering with `handler`; the exchanges it finishes
    /// are kept for the test to read.
    final class Running: Sendable {
        let server: HTTPServer
        let finished = Shared<[HTTPExchange]>([])

        init(_ configuration: HTTPServerConfiguration = HTTPServerConfiguration(port: 0),
             handler: @escaping HTTPServer.Handler) throws {
            let finished = self.finished
            server = try HTTPServer.start(configuration, handler: handler) { exchange in finished.withLock { $0.append(exchange) } }
        }

        var port: UInt16 { UInt16(server.port) }

        /// The exchanges finished so far, waiting up to two seconds for `count` of them.
        func exchanges(_ count: Int) -> [HTTPExchange] {
            let deadline = ContinuousClock.now + .seconds(2)
            while finished.withLock({ $0.count }) < count, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
            return finished.withLock { $0 }
        }
    }

    /// The status line's code and the body after the head.
    static func parts(_ reply: String) -> (status: Int?, head: String, body: String) {
        let halves = reply.components(separatedBy: "\r\n\r\n")
        let status = halves.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return (status, halves.first ?? "", halves.dropFirst().joined(separator: "\r\n\r\n"))
    }

    @Test func aHandlerSeesTheRequestAndItsAnswerIsSent() throws {
        let running = try Running { request, responder in
            let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            let text = "\(request.method) \(request.path) \(query) \(request.header("X-Probe") ?? "-") \(request.body.count)"
            responder.respond(HTTPResponse(status: 201, contentType: "text/plain", data: Data(text.utf8), headers: [("X-Seen", "yes")]))
        }
        defer { running.server.stop() }
        let reply = try LoopbackHTTP.exchange(port: running.port,
            "POST /a%20b?x=1&y=%C3%A9 HTTP/1.1\r\nHost: h\r\nX-Probe: p\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
        let (status, head, body) = Self.parts(reply)
        #expect(status == 201, "\(reply)")
        #expect(head.lowercased().contains("x-seen: yes"), "\(head)")
        #expect(body == "POST /a b x=1&y=\u{e9} p 5", "\(body)")
        let logged = running.exchanges(1)
        #expect(logged.count == 1 && logged.first?.status == 201 && logged.first?.outcome == .sent, "\(logged)")
    }

    @Test func aBodyOverTheLimitIsRefusedUnread() throws {
        let called = Shared(0)
        let running = try Running(HTTPServerConfiguration(port: 0, bodyLimit: 1000)) { _, responder in
            called.withLock { $0 += 1 }
            responder.respond(HTTPResponse(status: 200))
        }
        defer { running.server.stop() }
        let reply = try LoopbackHTTP.exchange(port: running.port,
            "POST /x HTTP/1.1\r\nHost: h\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n" + String(repeating: "a", count: 5000))
        #expect(Self.parts(reply).status == 413, "\(reply)")
        #expect(called.withLock { $0 } == 0)
    }

    @Test func anAnswerMayComeLaterFromAnotherThread() throws {
        let running = try Running { _, responder in
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.2)
                responder.respond(HTTPResponse(status: 200, contentType: "text/plain", data: Data("late".utf8)))
                // A second answer is dropped.
                responder.respond(HTTPResponse(status: 500))
            }
        }
        defer { running.server.stop() }
        let reply = try LoopbackHTTP.exchange(port: running.port, "GET /slow HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
        #expect(Self.parts(reply).status == 200 && reply.hasSuffix("late"), "\(reply)")
    }

    /// A client that hangs up while its request waits is heard of: the handler's presence
    /// turns gone, and the exchange is logged as the client's leaving, not as sent.
    @Test func aClientThatLeavesIsToldToTheHandler() throws {
        let left = Shared(false)
        let running = try Running { _, responder in
            responder.client.whenGone { left.withLock { $0 = true } }
            // Never answered by the handler: the watch answers it.
        }
        defer { running.server.stop() }
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: running.port.bigEndian,
                                  sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        let request = Array("GET /wait HTTP/1.1\r\nHost: h\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        Thread.sleep(forTimeInterval: 0.3)
        close(client)
        let deadline = ContinuousClock.now + .seconds(3)
        while !left.withLock({ $0 }), ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(left.withLock { $0 })
        let logged = running.exchanges(1)
        #expect(logged.first?.status == HTTPServer.clientGoneStatus, "\(logged)")
        #expect(logged.first?.outcome != .sent, "\(logged)")
    }

    /// Stopping answers every request still waiting, so no client is left hanging.
    @Test func stoppingAnswersWhatWaits() throws {
        let running = try Running { _, _ in }
        let reply = Shared<String?>(nil)
        let port = running.port
        Thread.detachNewThread { reply.withLock { $0 = try? LoopbackHTTP.get(port: port, "/never") } }
        let deadline = ContinuousClock.now + .seconds(3)
        while running.server.requestsInFlight == 0, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(running.server.requestsInFlight == 1)
        running.server.stop(answeringWaiting: HTTPResponse(status: 503))
        let done = ContinuousClock.now + .seconds(3)
        while reply.withLock({ $0 }) == nil, ContinuousClock.now < done { Thread.sleep(forTimeInterval: 0.01) }
        #expect(Self.parts(reply.withLock { $0 } ?? "").status == 503, "\(reply.withLock { $0 } ?? "no reply")")
    }

    @Test func aBadAddressOrPortIsATypedError() {
        #expect(throws: HTTPServerError.self) { try HTTPServer.start(HTTPServerConfiguration(host: "localhost", port: 0)) { _, _ in } }
        #expect(throws: HTTPServerError.self) { try HTTPServer.start(HTTPServerConfiguration(port: 70_000)) { _, _ in } }
        do {
            _ = try HTTPServer.start(HTTPServerConfiguration(host: "localhost", port: 0)) { _, _ in }
        } catch {
            guard case .badHost("localhost") = error else { Issue.record("\(error)"); return }
        }
    }
}
