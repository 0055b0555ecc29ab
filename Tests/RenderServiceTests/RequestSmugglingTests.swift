import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Requests whose body's end two parties could read two ways are refused with our JSON 400 and
/// the connection closed, so nothing pipelined behind them is ever answered (RFC 9112 §6).
@Suite("Request smuggling is refused")
struct RequestSmugglingTests {
    static let hidden = "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    static let forms: [(name: String, head: String, body: String)] = [
        ("two different Content-Lengths", "Content-Length: 5\r\nContent-Length: \(5 + hidden.utf8.count)\r\n", "1. e4" + hidden),
        ("Content-Length with Transfer-Encoding", "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n", "0\r\n\r\n" + hidden),
        ("gzip, chunked", "Transfer-Encoding: gzip, chunked\r\n", "0\r\n\r\n" + hidden),
        ("xchunked", "Transfer-Encoding: xchunked\r\n", "0\r\n\r\n" + hidden),
    ]

    @Test(arguments: forms.indices)
    func eachFormIsA400ThatClosesTheConnection(_ index: Int) throws {
        let form = Self.forms[index]
        let service = try RunningService()
        defer { service.stop() }
        let socket = try service.http.connect()
        defer { close(socket) }
        let request = "POST /validate HTTP/1.1\r\nHost: 127.0.0.1\r\n\(form.head)\r\n\(form.body)"
        let started = ContinuousClock.now
        try service.http.write(Data(request.utf8), to: socket)
        let reply = try service.http.readToEnd(socket)
        let waited = ContinuousClock.now - started
        let text = String(decoding: reply, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 400"), "\(form.name): \(text.prefix(200))")
        #expect(text.contains("\"where\":\"headers\""), "\(form.name): \(text)")
        // Closed at once (read to the end), and the hidden request never answered.
        #expect(waited < .seconds(5), "\(form.name): held \(waited)")
        #expect(!text.contains("chess_motion"), "\(form.name): the hidden /metrics was answered")
        #expect(text.components(separatedBy: "HTTP/1.1 ").count == 2, "\(form.name): more than one answer")
    }

    /// A plain chunked body and a plain length still work.
    @Test func plainFramingStillWorks() throws {
        let service = try RunningService()
        defer { service.stop() }
        let chunked = try service.http.send(method: "POST", "/validate", headers: ["Transfer-Encoding": "chunked"],
                                            body: Data("5\r\n1. e4\r\n0\r\n\r\n".utf8))
        #expect(chunked.status == 200, "\(chunked.text)")
        let sized = try service.http.post("/validate", body: Data("1. e4".utf8))
        #expect(sized.status == 200, "\(sized.text)")
    }
}
