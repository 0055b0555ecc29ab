import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Requests libmicrohttpd used to answer itself, in HTML and unlogged, or drop without an
/// answer: each now meets our JSON refusal (or our ordinary answer) and an access-log line.
@Suite("MHD's own error pages are ours", .serialized)
struct MHDErrorPagesTests {
    /// Everything the server sends after `request` on a connection of its own, read to the close.
    static func reply(_ service: RunningService, _ request: Data) throws -> String {
        let socket = try service.http.connect()
        defer { close(socket) }
        // The server may refuse before the last byte and close: a short send is no failure here.
        _ = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return String(decoding: try service.http.readToEnd(socket), as: UTF8.self)
    }

    /// The one answer after `request`, with the log line of `path`.
    static func exchange(_ service: RunningService, _ request: Data, path: String) throws -> (head: String, body: String, line: String?) {
        let parts = try reply(service, request).components(separatedBy: "\r\n\r\n")
        return (parts[0], parts.dropFirst().joined(separator: "\r\n\r\n"), AccessLogOutcomeTests.waitForLine(service, path).flatMap { _ in
            service.log.last { $0.contains("\"path\":\"\(path)\"") }
        })
    }

    static func expectJSON(_ reply: (head: String, body: String, line: String?), status: Int, _ name: String) {
        #expect(reply.head.hasPrefix("HTTP/1.1 \(status) "), "\(name): \(reply.head)")
        #expect(reply.head.lowercased().contains("content-type: application/json"), "\(name): \(reply.head)")
        let decoded = try? JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any]
        #expect(decoded != nil, "\(name): not JSON: \(reply.body.prefix(200))")
        #expect(reply.line?.contains("\"status\":\(status)") == true, "\(name): logged \(reply.line ?? "nothing")")
    }

    /// A 33 KB chunk extension fits MHD's buffer now: the body reaches us and is answered as any.
    @Test func aLongChunkExtensionIsAnsweredByUs() throws {
        let service = try RunningService()
        defer { service.stop() }
        let extensionText = ";note=" + String(repeating: "x", count: 33 * 1024)
        let request = "POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            + "5\(extensionText)\r\n1. e4\r\n0\r\n\r\n"
        let reply = try Self.exchange(service, Data(request.utf8), path: "/validate")
        Self.expectJSON(reply, status: 200, "chunk extension")
    }

    /// A chunked body that grows past the 1 MiB cap is read to its end unkept and refused 413.
    @Test func aChunkedBodyPastTheCapIs413() throws {
        let service = try RunningService()
        defer { service.stop() }
        let chunk = 64 * 1024
        var request = Data("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for _ in 0..<(service.service.configuration.http.bodyLimit / chunk + 1) {
            request.append(Data((String(chunk, radix: 16) + "\r\n").utf8))
            request.append(Data(repeating: UInt8(ascii: " "), count: chunk))
            request.append(Data("\r\n".utf8))
        }
        request.append(Data("0\r\n\r\n".utf8))
        let reply = try Self.exchange(service, request, path: "/validate")
        Self.expectJSON(reply, status: 413, "chunked body")
        #expect(reply.body.contains("\"where\":\"body\""), "\(reply.body)")
    }

    /// A head over 32 KiB is refused 431 by us, where MHD's buffer used to refuse it in HTML.
    @Test func anOversizedHeadIs431() throws {
        let service = try RunningService()
        defer { service.stop() }
        let request = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: \(String(repeating: "y", count: 40 * 1024))\r\n\r\n"
        let reply = try Self.exchange(service, Data(request.utf8), path: "/healthz")
        Self.expectJSON(reply, status: 431, "oversized head")
        #expect(reply.body.contains("\"where\":\"headers\""), "\(reply.body)")
    }

    /// What libmicrohttpd refuses itself, before any callback of ours sees the request: its HTML
    /// page is replaced by our JSON at the one call that queues it, sent with MHD's status (but a
    /// chunk line too long, which MHD answers 500), and logged with that status and the part
    /// refused, once, with no line claiming the client left.
    struct Refusal: Sendable, CustomStringConvertible {
        var name: String
        var request: Data
        var status: Int
        var part: String
        var description: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "a head past MHD's buffer", request: Data(("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: "
            + String(repeating: "y", count: 200 * 1024) + "\r\n\r\n").utf8), status: 431, part: "headers"),
        Refusal(name: "a chunk line past MHD's buffer", request: Data(("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n5;e="
            + String(repeating: "x", count: 200 * 1024) + "\r\n1. e4\r\n0\r\n\r\n").utf8), status: 400, part: "body"),
        Refusal(name: "a chunk size that is no number", request: Data(("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "zz\r\n1. e4\r\n0\r\n\r\n").utf8), status: 400, part: "body"),
        Refusal(name: "an HTTP version MHD does not speak", request: Data("GET /healthz HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n".utf8),
                status: 505, part: "HTTP version"),
        Refusal(name: "a request line of control bytes", request: Data("\u{01}\u{02} zz\r\n\r\n".utf8), status: 400, part: "line"),
        Refusal(name: "a request line past MHD's buffer", request: Data(("GET /" + String(repeating: "a", count: 200 * 1024)).utf8),
                status: 414, part: "request line"),
        Refusal(name: "a chunk size past 64 bits", request: Data(("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(repeating: "f", count: 24) + "\r\n1. e4\r\n0\r\n\r\n").utf8), status: 413, part: "body"),
        Refusal(name: "a trailer line without a colon", request: Data(("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5\r\n1. e4\r\n0\r\nno colon\r\n\r\n").utf8), status: 400, part: "line"),
        // Refused as MHD parses the finished head, where it would write any page's head twice.
        Refusal(name: "a Content-Length that is no number", request: Data("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n".utf8),
                status: 400, part: "headers"),
        Refusal(name: "a Content-Length past 64 bits", request: Data("POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999999\r\n\r\n".utf8),
                status: 413, part: "headers"),
    ]

    @Test(arguments: refusals)
    func whatMHDRefusesItselfIsAnsweredInJSONAndLogged(_ refusal: Refusal) throws {
        let service = try RunningService()
        defer { service.stop() }
        let reply = try Self.reply(service, refusal.request)
        let parts = reply.components(separatedBy: "\r\n\r\n")
        let head = parts[0].lowercased()
        #expect(head.hasPrefix("http/1.1 \(refusal.status) "), "\(reply.prefix(200))")
        #expect(head.contains("content-type: application/json") && head.contains("connection: close"), "\(parts[0])")
        #expect(head.range(of: #"\r\ndate: [a-z]{3}, \d{2} [a-z]{3} \d{4} \d{2}:\d{2}:\d{2} gmt(\r\n|$)"#, options: .regularExpression) != nil,
                "an HTTP date: \(parts[0])")
        #expect(parts.count == 2, "one head and one body: \(reply.prefix(400))")
        let body = try? JSONSerialization.jsonObject(with: Data(parts.dropFirst().joined().utf8)) as? [String: Any]
        #expect(body?["where"] as? String == refusal.part, "\(reply.prefix(400))")
        #expect((body?["error"] as? String)?.isEmpty == false, "\(reply.prefix(400))")
        #expect(!reply.contains("<html>"), "MHD's page went out: \(reply.prefix(400))")
        let marker = "\"refused\":\"\(refusal.part)\""
        let until = ContinuousClock.now + .seconds(10)
        var lines: [String] = []
        while ContinuousClock.now < until {
            lines = service.log.filter { $0.contains(marker) }
            if !lines.isEmpty { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(lines.count == 1, "one line for the refusal: \(service.log)")
        #expect(lines.first?.contains("\"status\":\(refusal.status)") == true, "\(lines)")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!service.log.contains { $0.contains("\"outcome\":\"client gone\"") }, "the refusal is not a departure: \(service.log)")
    }
}
