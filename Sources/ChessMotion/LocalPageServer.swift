#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ChessMotionSupport
import Foundation

/// Serves a kit page's folder to a browser on this machine. Browsers refuse to import a page's
/// JavaScript modules from `file://`, so a page opened from disk stays blank; this is the small
/// static server that makes `chess-motion kit --serve` one command instead of "install Python,
/// run http.server". It listens on 127.0.0.1 only, answers GET and HEAD for regular files inside
/// the folder and nothing else (no listing, no `..`, no link out of the folder, no device), and
/// handles one connection at a time with a read timeout, so a stalled client cannot hang it.
package final class LocalPageServer: Sendable {
    /// The folder served, resolved (links followed) so that containment is checked on real paths.
    package let root: String
    /// The port bound: the one asked for, or the one the system picked for port 0.
    package let port: UInt16
    private let listener: Int32

    /// The largest request head read; a page's requests are a few hundred bytes.
    static let maximumRequestHead = 16 * 1024
    /// The largest file served: a kit's largest file is a piece set's SVG or motion.js.
    static let maximumFileSize = 64 << 20

    package init(serving folder: URL, port: UInt16 = 0) throws(LocalPageServerError) {
        guard let resolved = realpath(folder.path, nil) else {
            throw .unusableFolder(folder.path, reason: String(cString: strerror(errno)))
        }
        root = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(root, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .unusableFolder(folder.path, reason: "it is not a folder")
        }

        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw .cannotListen(port: port, reason: String(cString: strerror(errno))) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(listener)
            throw .cannotListen(port: port, reason: reason)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit { close(listener) }

    /// The page's address; `query` is appended as given (`scene=bots&t=4.6`).
    package func address(query: String? = nil) -> String {
        "http://127.0.0.1:\(port)/" + (query.map { "?" + $0 } ?? "")
    }

    /// Answers connections until the process is stopped (Ctrl-C).
    package func serveForever() -> Never {
        let slots = DispatchSemaphore(value: Self.connectionsAtOnce)
        while true { acceptAndAnswer(slots: slots) }
    }

    /// Answers connections until `stopped()` says so, asking at least five times a second: for
    /// a caller (a test, an app) that serves a page for a while on a thread of its own.
    package func serve(until stopped: () -> Bool) {
        let slots = DispatchSemaphore(value: Self.connectionsAtOnce)
        while !stopped() {
            var waiter = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            if poll(&waiter, 1, 200) > 0 { acceptAndAnswer(slots: slots) }
        }
    }

    /// A browser opens several connections at once, some only in case it needs them; each is
    /// answered on its own thread so that an idle one does not hold up the page, and at most
    /// this many at a time.
    static let connectionsAtOnce = 8

    private func acceptAndAnswer(slots: DispatchSemaphore) {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        slots.wait()
        Thread { [self] in
            answer(connection)
            slots.signal()
        }.start()
    }

    /// Accepts one connection, answers its one request and closes it, on this thread.
    package func serveOneConnection() {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        answer(connection)
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        // Two seconds for a request head and for each write: a client that stops talking is
        // dropped instead of holding the only worker.
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = readRequestHead(connection) else { return }
        let response = respond(to: head)
        write(response, on: connection)
    }

    /// The response to one request head (its bytes up to the blank line).
    func respond(to head: [UInt8]) -> HTTPResponse {
        guard let request = HTTPRequest.parse(head) else { return .status(.badRequest) }
        guard request.method == "GET" || request.method == "HEAD" else { return .status(.methodNotAllowed) }
        guard let relative = request.relativePath else { return .status(.notFound) }
        let path = root + "/" + (relative.isEmpty ? "index.html" : relative)
        // Links are followed, but the file they reach must still be inside the folder.
        guard let resolved = realpath(path, nil) else { return .status(.notFound) }
        let real = String(cString: resolved)
        free(resolved)
        guard real.hasPrefix(root + "/") else { return .status(.notFound) }
        let body: [UInt8]
        do { body = try InputFile.read(real, limit: Self.maximumFileSize) } catch { return .status(.notFound) }
        return HTTPResponse(status: .ok, contentType: HTTPResponse.contentType(forPath: real), body: body,
                            includesBody: request.method == "GET")
    }

    private func readRequestHead(_ connection: Int32) -> [UInt8]? {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            head.append(contentsOf: chunk[..<count])
            let end = HTTPRequest.endOfHead(in: head)
            if (end ?? head.count) > Self.maximumRequestHead {
                write(.status(.headTooLarge), on: connection)
                return nil
            }
            if let end { return Array(head[..<end]) }
        }
    }

    private func write(_ response: HTTPResponse, on connection: Int32) {
        let bytes = response.serialized
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(connection, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }
}

package enum LocalPageServerError: Error, CustomStringConvertible, Sendable {
    case unusableFolder(String, reason: String)
    case cannotListen(port: UInt16, reason: String)

    package var description: String {
        switch self {
        case let .unusableFolder(path, reason): "cannot serve \(path): \(reason)"
        case let .cannotListen(port, reason):
            port == 0 ? "cannot listen on 127.0.0.1: \(reason)" : "cannot listen on 127.0.0.1 port \(port): \(reason)"
        }
    }
}
