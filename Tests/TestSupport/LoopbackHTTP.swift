import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP exchange with a server on 127.0.0.1: the request is sent exactly as written (so a
/// test can send what no well-behaved client would) and the whole reply is read until the
/// server closes. For the kit page server's tests; Foundation's URLSession is not used because
/// it normalises the very paths those tests try.
public enum LoopbackHTTP {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func exchange(port: UInt16, _ request: String) throws -> String {
        String(decoding: try exchangeData(port: port, request), as: UTF8.self)
    }

    /// As `exchange`, the reply's bytes exactly (a binary body survives).
    public static func exchangeData(port: UInt16, _ request: String) throws -> Data {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard client >= 0 else { throw Failure(description: "no socket: \(String(cString: strerror(errno)))") }
        defer { close(client) }
        // A server that never answers fails the test after ten seconds instead of hanging it.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connectToLoopback(client, port: port) == 0 else {
            throw Failure(description: "cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            reply.append(contentsOf: chunk[..<count])
        }
        return Data(reply)
    }

    /// `connect(2)` to 127.0.0.1:`port`; 0 when connected, -1 with `errno` set otherwise.
    private static func connectToLoopback(_ client: Int32, port: UInt16) -> Int32 {
        var loopback = in_addr()
        inet_pton(AF_INET, "127.0.0.1", &loopback)
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: port.bigEndian, sin_addr: loopback,
                                  sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// `GET path` with a Host header, the way a browser asks.
    public static func get(port: UInt16, _ path: String) throws -> String {
        try exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    }
}
