#if canImport(Glibc)
import ChessMotion
import Glibc
#endif
import ChessMotionSupport
import Dispatch
import FoundationEssentials
import HTTPServer

/// Serves a kit page's folder to a browser on this machine. Browsers refuse to import a page's
/// JavaScript modules from `file://`, so a page opened from disk stays blank; this is the small
/// static server that makes `chess-motion kit --serve` one command instead of "install Python,
/// run http.server". It listens on 127.0.0.1 only and answers GET and HEAD for regular files
/// beneath the folder (see `KitFolder`), on the same HTTP stack as `chess-motion serve`: MHD
/// reads every connection without a thread of its own, so slow clients cannot starve the page,
/// and a request must arrive whole within `requestDeadline` seconds, however it trickles in.
package final class LocalPageServer: Sendable {
    /// The folder served, as given.
    package let root: String
    /// The port bound: the one asked for, or the one the system picked for port 0.
    package let port: UInt16
    private let server: HTTPServer
    private let answered = DispatchSemaphore(value: 0)

    /// Seconds a request head may take to arrive whole; a page's requests take milliseconds.
    static let requestDeadline = 5

    package init(serving folder: URL, port: UInt16 = 0) throws(LocalPageServerError) {
        let files = try KitFolder(folder.path)
        root = folder.path
        var configuration = HTTPServerConfiguration(host: "127.0.0.1", port: Int(port), ioThreads: 2, idleTimeout: 5,
                                                    requestDeadline: Self.requestDeadline, connectionLimit: 256,
                                                    connectionMemory: 16 * 1024, bodyLimit: 0)
        configuration.bodyLimit = 0
        let answered = self.answered
        do {
            server = try HTTPServer.start(configuration, handler: { request, responder in
                responder.respond(files.answer(request))
            }, onFinish: { _ in answered.signal() })
        } catch {
            throw .cannotListen(port: port, reason: "\(error)")
        }
        self.port = UInt16(server.port)
    }

    deinit { server.stop() }

    /// The page's address; `query` is appended as given (`scene=bots&t=4.6`).
    package func address(query: String? = nil) -> String {
        "http://127.0.0.1:\(port)/" + (query.map { "?" + $0 } ?? "")
    }

    /// Serves until the process is stopped (Ctrl-C): the server runs on MHD's threads.
    package func serveForever() -> Never {
        while true { pause() }
    }

    /// Serves until `stopped()` says so, asking five times a second, then closes: for a caller
    /// (a test, an app) that serves a page for a while.
    package func serve(until stopped: () -> Bool) {
        while !stopped() { DetachedThread.sleep(seconds: 0.2) }
        server.stop()
    }

    /// Waits (up to ten seconds) until one more request has been answered: for a test that
    /// sends one request and reads the reply.
    package func serveOneConnection() {
        _ = answered.wait(timeout: .now() + 10)
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
