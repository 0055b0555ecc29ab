import ChessMotion
import Foundation
import Glibc
import TestSupport
import Testing

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
        #expect(try exchange("GET /a%00b HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 400 "))
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
