import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The tests' HTTP client: raw bytes over a loopback socket, so a test can send what no
/// well-behaved client would (a head a byte at a time, a lying Content-Length) and read binary
/// bodies back exactly. Each request asks the server to close, so a reply ends at EOF.
struct ServiceHTTP {
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data

        func header(_ name: String) -> String? { headers[name.lowercased()] }
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    let port: Int

    func get(_ target: String, headers: [String: String] = [:]) throws -> Reply {
        try send(method: "GET", target, headers: headers, body: Data())
    }

    func post(_ target: String, body: Data, headers: [String: String] = [:]) throws -> Reply {
        try send(method: "POST", target, headers: headers.merging(["Content-Length": String(body.count)]) { $1 }, body: body)
    }

    func send(method: String, _ target: String, headers: [String: String], body: Data) throws -> Reply {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return try exchange(Data((head + "\r\n").utf8) + body)
    }

    /// Waits (up to 30 s) until `/metrics` shows `count` renders running, so a test acts while a
    /// render is surely in a worker, however loaded the machine.
    func waitForRendersInFlight(_ count: Int) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if try get("/metrics").text.contains("chess_motion_in_flight \(count)\n") { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Failure(description: "no \(count) renders in flight after 30 s")
    }

    /// Sends `request` whole and reads the reply to EOF.
    func exchange(_ request: Data) throws -> Reply {
        let socket = try connect()
        defer { close(socket) }
        try write(request, to: socket)
        return try Self.parse(readToEnd(socket))
    }

    /// A connected socket that times out reads after 30 s, so a server that never answers fails
    /// the test rather than hanging it.
    func connect() throws -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard client >= 0 else { throw Failure(description: "no socket") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var loopback = in_addr()
        inet_pton(AF_INET, "127.0.0.1", &loopback)
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: UInt16(port).bigEndian, sin_addr: loopback,
                                  sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(client)
            throw Failure(description: "cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
        return client
    }

    func write(_ data: Data, to socket: Int32) throws {
        let sent = data.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == data.count else { throw Failure(description: "send failed: \(String(cString: strerror(errno)))") }
    }

    func readToEnd(_ socket: Int32) throws -> Data {
        var reply = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EAGAIN { throw Failure(description: "no reply within 30 s") }
            if count <= 0 { break }
            reply.append(contentsOf: chunk[..<count])
        }
        return reply
    }

    static func parse(_ data: Data) throws -> Reply {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no reply head in \(data.count) bytes")
        }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else { throw Failure(description: "bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Reply(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}
