import ChessMotion
import ChessMotionTool
import Foundation
import Glibc
import TestSupport
import Testing
import Synchronization
import CLinuxCalls

/// `kit --serve`'s server, over a real loopback socket: it serves the folder's files with the
/// types a browser needs, and nothing outside it.
@Suite("Local page server: a kit folder over http on 127.0.0.1", .serialized)
struct LocalPageServerTests {
    let folder: URL
    let server: LocalPageServer

    init() throws {
        folder = try TemporaryFolder().url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Data("<!doctype html><p>kit".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("export const x = 1;".utf8).write(to: folder.appendingPathComponent("scenes/bots.js"))
        try Data("secret".utf8).write(to: folder.appendingPathComponent(".hidden"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("passwd").path, withDestinationPath: "/etc/passwd")
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        server = try LocalPageServer(serving: folder)
    }

    /// Sends `request` raw and returns the whole reply; the server answers it on another thread.
    func exchange(_ request: String) throws -> String {
        let server = self.server
        let answered = Thread { server.serveOneConnection() }
        answered.start()
        return try LoopbackHTTP.exchange(port: server.port, request)
    }

    @Test func theFolderIsServedWithTheTypesABrowserNeeds() throws {
        let index = try exchange("GET /?scene=bots&t=4.6 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(index.hasPrefix("HTTP/1.1 200 OK\r\n") && index.contains("Content-Type: text/html"))
        #expect(index.hasSuffix("<!doctype html><p>kit") && index.contains("Content-Length: 21\r\n"))
        let module = try exchange("GET /scenes/bots%2Ejs HTTP/1.1\r\n\r\n")
        #expect(module.contains("Content-Type: text/javascript") && module.hasSuffix("export const x = 1;"))
        let head = try exchange("HEAD /index.html HTTP/1.0\r\n\r\n")
        #expect(head.contains("Content-Length: 21\r\n") && head.hasSuffix("\r\n\r\n"))
    }

    @Test(arguments: ["/../../etc/passwd", "/scenes/%2E%2E/%2E%2E/etc/passwd", "/passwd", "/.hidden", "/fifo", "/scenes", "/missing.js"])
    func nothingOutsideTheFolderOrNotAFileIsServed(path: String) throws {
        let reply = try exchange("GET \(path) HTTP/1.1\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 404 Not Found\r\n"), "\(path): \(reply.prefix(40))")
        #expect(!reply.contains("root:"))
    }

    @Test func malformedOrUnsupportedRequestsAreRefused() throws {
        #expect(try exchange("POST /index.html HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 405 "))
        #expect(try exchange("GET index.html\r\n\r\n").hasPrefix("HTTP/1.1 400 "))
        // A NUL is never decoded into a name: not "/a" (which exists), not anything.
        try Data("a".utf8).write(to: folder.appendingPathComponent("a"))
        #expect(try exchange("GET /a%00b HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 404 "))
        let huge = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
        let refused = try exchange(huge)
        #expect(refused.hasPrefix("HTTP/1.1 431 "), "\(refused.prefix(60))")
    }

    @Test func aFileIsNotAFolderToServe() throws {
        #expect(throws: LocalPageServerError.self) {
            try LocalPageServer(serving: folder.appendingPathComponent("index.html"))
        }
    }
}

/// The kit server against the attacks of issue #34: links, a folder swapped for a link while
/// requests run, and clients that send a byte a second.
@Suite("Local page server: links, races and slow clients", .serialized)
struct LocalPageServerHardeningTests {
    @Test func aLinkToADotfileInsideIsRefused() throws {
        let folder = try TemporaryFolder().url
        try Data("secret".utf8).write(to: folder.appendingPathComponent(".env"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("config.js").path, withDestinationPath: ".env")
        let server = try LocalPageServer(serving: folder)
        let reply = try LoopbackHTTP.get(port: server.port, "/config.js")
        #expect(reply.hasPrefix("HTTP/1.1 404 "))
        #expect(!reply.contains("secret"))
    }

    /// A folder and a link to an outside folder swap places (renameat2 RENAME_EXCHANGE) as fast
    /// as they can while the file beneath is asked for: no answer holds a byte from outside.
    @Test func aSwappedLinkNeverLeadsOutside() throws {
        let scratch = try TemporaryFolder().url
        let served = scratch.appendingPathComponent("kit"), outside = scratch.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: served.appendingPathComponent("pieces"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: served.appendingPathComponent("pieces/k.svg"))
        try Data("OUTSIDE".utf8).write(to: outside.appendingPathComponent("k.svg"))
        try FileManager.default.createSymbolicLink(atPath: served.appendingPathComponent("swap").path, withDestinationPath: outside.path)
        let server = try LocalPageServer(serving: served)
        let stop = Mutex(false)
        let swaps = Mutex(0)
        let swapper = Thread {
            let pieces = served.appendingPathComponent("pieces").path, swap = served.appendingPathComponent("swap").path
            while !stop.withLock({ $0 }) {
                if renameat2(AT_FDCWD, pieces, AT_FDCWD, swap, UInt32(CLINUX_RENAME_EXCHANGE)) == 0 { swaps.withLock { $0 += 1 } }
            }
        }
        swapper.start()
        var inside = 0
        for _ in 0..<2000 {
            let reply = try LoopbackHTTP.get(port: server.port, "/pieces/k.svg")
            #expect(!reply.contains("OUTSIDE"))
            if reply.hasSuffix("inside") { inside += 1 }
        }
        stop.withLock { $0 = true }
        // The race ran: the folder moved many times, and was found in place some of the time.
        #expect(swaps.withLock { $0 } > 100)
        #expect(inside > 0)
    }

    /// Sixteen clients send a request head a byte at a time; the page is still served at once
    /// to others, and the slow ones are cut off at the request deadline.
    @Test func slowClientsDoNotStarveThePage() throws {
        let folder = try TemporaryFolder().url
        try Data("<!doctype html><p>kit".utf8).write(to: folder.appendingPathComponent("index.html"))
        let server = try LocalPageServer(serving: folder)
        var slow: [Int32] = []
        defer { slow.forEach { close($0) } }
        for _ in 0..<16 {
            let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: server.port.bigEndian,
                                      sin_addr: in_addr(s_addr: UInt32(0x7F00_0001).bigEndian), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            #expect(connected == 0)
            slow.append(client)
        }
        let started = Date()
        for byte in "GET /index.html".utf8 {
            for client in slow { _ = withUnsafeBytes(of: byte) { send(client, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) } }
            #expect(try LoopbackHTTP.get(port: server.port, "/").hasSuffix("<p>kit"))
            Thread.sleep(forTimeInterval: 0.5)
            if Date().timeIntervalSince(started) > 8 { break }
        }
        // Past the deadline each slow client has been disconnected without an answer.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        for client in slow {
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var byte: UInt8 = 0
            #expect(recv(client, &byte, 1, 0) <= 0)
        }
    }

    /// A large file is sent from its descriptor: sixteen clients reading it at once get every byte.
    @Test func largeFilesAreStreamedWhole() throws {
        let folder = try TemporaryFolder().url
        var generator = SeededGenerator(seed: 34)
        let bytes = Data((0..<(8 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try bytes.write(to: folder.appendingPathComponent("big.bin"))
        let server = try LocalPageServer(serving: folder)
        let results = Mutex<[Bool]>([])
        let group = DispatchGroup()
        for _ in 0..<16 {
            DispatchQueue.global().async(group: group) {
                let reply = (try? LoopbackHTTP.exchangeData(port: server.port, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")) ?? Data()
                let body = reply.range(of: Data("\r\n\r\n".utf8)).map { reply[$0.upperBound...] } ?? Data()
                results.withLock { $0.append(Data(body) == bytes) }
            }
        }
        group.wait()
        #expect(results.withLock { $0 } == [Bool](repeating: true, count: 16))
    }
}
