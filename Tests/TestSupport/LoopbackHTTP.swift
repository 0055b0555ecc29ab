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
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard client >= 0 else { throw Failure(description: "no socket: \(String(cString: strerror(errno)))") }
        defer { close(client) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port): \(String(cString: strerror(errno)))") }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            reply.append(contentsOf: chunk[..<count])
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// `GET path` with a Host header, the way a browser asks.
    public static func get(port: UInt16, _ path: String) throws -> String {
        try exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    }
}
