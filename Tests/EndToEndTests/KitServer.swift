import ChessMotion
import ChessMotionTool
import Foundation
import Synchronization

/// Serves a kit page's folder on the loopback interface for the browser tests, with the server
/// `chess-motion kit --serve` uses. Chromium's headless virtual clock, which lets a test wait
/// for the page's work without sleeping, stalls on module imports read from file:// URLs; over
/// HTTP they load as they do for a person. Bound to 127.0.0.1 on a port the system picks, on a
/// thread of its own that ends when the test stops it.
final class KitServer: Sendable {
    let base: URL
    private let server: LocalPageServer
    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

    init(folder: URL) throws {
        server = try LocalPageServer(serving: folder)
        base = URL(string: server.address())!
        let server = self.server
        Thread { [self] in
            server.serve(until: { self.stopped.withLock { $0 } })
            finished.signal()
        }.start()
    }

    func stop() {
        let wasRunning = stopped.withLock { running in
            defer { running = true }
            return !running
        }
        if wasRunning { finished.wait() }
    }

    deinit { stop() }
}
