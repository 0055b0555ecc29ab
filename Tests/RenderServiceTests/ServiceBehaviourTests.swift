import Foundation
import RenderService
import Testing
import Synchronization
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The service under bad input, caps, caches, overload and bad clients, over a real socket.
@Suite("RenderService behaviour", .serialized)
struct ServiceBehaviourTests {
    @Test func errorsAreJSONWithNoRawControlCharacter() throws {
        let running = try RunningService()
        defer { running.stop() }
        // ESC [ 2 J clears a terminal; it must come back as an escape, in the answer and the log.
        let reply = try running.http.get("/board.png?fen=8%1B%5B2J/8")
        #expect(reply.status == 400)
        #expect(reply.json?["where"] as? String == "query.fen")
        #expect(!reply.body.contains(0x1B))
        let echoed = try running.http.get("/board.png?theme=x%1B%5B2J")
        #expect(echoed.status == 400 && !echoed.body.contains(0x1B))
        #expect(echoed.text.contains(#"x\u001b[2J"#))
        // `/board` ignores a name it does not know, as web-boardimage does; our other routes refuse it.
        let unknown = try running.http.get("/scenes/coins.png?widht=100")
        #expect(unknown.status == 400 && (unknown.json?["error"] as? String)?.contains("did you mean 'width'") == true)
        #expect(try running.http.get("/board.png?fen=startpos&fen=startpos").status == 400)
        #expect(try running.http.get("/board.gif").json?["where"] as? String == "query.format")
        #expect(try running.http.get("/nothing/here").status == 404)
        #expect(try running.http.post("/board.png", body: Data()).status == 405)
        #expect(try running.http.get("/scenes/..%2F..%2Fetc%2Fpasswd.png").status == 400)
        let illegal = try running.http.get("/board.png?moves=e4%20e4")
        #expect(illegal.status == 400 && illegal.json?["where"] as? String == "query.moves")
        let log = running.log.joined(separator: "\n")
        #expect(!log.utf8.contains(0x1B))
        #expect(log.contains(#""status":400"#))
    }

    @Test func sameRequestSameTagAnd304() throws {
        let running = try RunningService()
        defer { running.stop() }
        let first = try running.http.get("/board.png?size=100&coordinates=1")
        let reordered = try running.http.get("/board.png?coordinates=1&size=100")
        let other = try running.http.get("/board.png?size=100")
        let tag = try #require(first.header("ETag"))
        #expect(reordered.header("ETag") == tag && reordered.body == first.body)
        #expect(other.header("ETag") != tag)
        #expect(first.header("Cache-Control")?.contains("public") == true)
        let cached = try running.http.get("/board.png?size=100&coordinates=1", headers: ["If-None-Match": tag])
        #expect(cached.status == 304 && cached.body.isEmpty && cached.header("ETag") == tag)
        #expect(try running.http.get("/board.png?size=100", headers: ["If-None-Match": tag]).status == 200)
    }

    @Test func capsOnBodyQueryAndPixels() throws {
        let running = try RunningService {
            $0.http.bodyLimit = 1000
            $0.queryLimit = 200
            $0.pixelLimit = 300 * 300
        }
        defer { running.stop() }
        let large = try running.http.post("/validate", body: Data(repeating: 0x20, count: 5000))
        #expect(large.status == 413 && large.json?["where"] as? String == "body")
        let long = try running.http.get("/board.png?moves=" + String(repeating: "e4%20", count: 100))
        #expect(long.status == 414)
        let wide = try running.http.get("/board.png?size=400")
        #expect(wide.status == 400 && (wide.json?["error"] as? String)?.contains("160000 pixels") == true)
        #expect(try running.http.get("/board.png?size=300").status == 200)
    }

    /// One worker, no queue: while a large render runs, the next request is refused at once.
    @Test func fullQueueAnswers503AtOnce() throws {
        let running = try RunningService {
            $0.workers = 1
            $0.queue = 0
        }
        defer { running.stop() }
        let slow = Thread.detachNewThreadWithResult { try? running.http.get("/scenes/bots.png?width=2000") }
        try running.http.waitForRendersInFlight(1)
        // With no queue, a 503 can only mean it was refused, not queued behind the render.
        let refused = try running.http.get("/board.png")
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "1")
        #expect(slow.value()??.status == 200)
        #expect(try running.http.get("/board.png").status == 200)
    }

    @Test func renderPastItsCapIs503() throws {
        let running = try RunningService { $0.renderSeconds = 0.05 }
        defer { running.stop() }
        let reply = try running.http.get("/scenes/bots.png?width=3000")
        #expect(reply.status == 503)
        #expect((reply.json?["error"] as? String)?.contains("cap") == true)
    }

    /// Clients sending their heads a byte at a time hold no worker: others are served meanwhile,
    /// and the request deadline cuts the slow ones off.
    @Test func slowClientsDoNotBlockOthers() throws {
        let running = try RunningService {
            $0.workers = 1
            $0.http.requestDeadline = 5
        }
        defer { running.stop() }
        let slow = try (0..<8).map { _ in try running.http.connect() }
        defer { slow.forEach { close($0) } }
        for byte in "GET".utf8 {
            for socket in slow { try running.http.write(Data([byte]), to: socket) }
            let reply = try running.http.get("/healthz")
            #expect(reply.status == 200)
            Thread.sleep(forTimeInterval: 0.15)
        }
        // Past the deadline each slow connection has been closed, with no answer.
        for socket in slow {
            let rest = try running.http.readToEnd(socket)
            #expect(rest.isEmpty)
        }
        #expect(try running.http.get("/board.svg").status == 200)
    }

    @Test func vanishingClientFreesItsWorker() throws {
        let running = try RunningService { $0.workers = 1 }
        defer { running.stop() }
        for _ in 0..<3 {
            let socket = try running.http.connect()
            try running.http.write(Data("GET /scenes/bots.png?width=800 HTTP/1.1\r\nHost: x\r\n\r\n".utf8), to: socket)
            close(socket)
        }
        // The renders of clients that left finish and the worker serves the next.
        let reply = try running.http.get("/board.png?size=64")
        #expect(reply.status == 200)
    }
}

extension Thread {
    /// Runs `work` on a new thread; `value()` waits for its result.
    static func detachNewThreadWithResult<T: Sendable>(_ work: @escaping @Sendable () -> T) -> ThreadResult<T> {
        let result = ThreadResult<T>()
        Thread.detachNewThread { result.set(work()) }
        return result
    }
}

final class ThreadResult<T: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let storage = Mutex<T?>(nil)
    func set(_ value: T) {
        storage.withLock { $0 = value }
        done.signal()
    }
    func value() -> T? {
        done.wait()
        return storage.withLock { $0 }
    }
}
