import Foundation
import HTTPServer
import RenderService
import Synchronization
import TestSupport

/// A RenderService on a free loopback port for one test, with its access log kept; stopped by
/// `stop()` (no grace), so no test leaves a server listening.
final class RunningService: Sendable {
    let service: RenderService
    let http: ServiceHTTP
    let logLines: LogLines
    /// An empty home, so no settings or assets of the machine's user reach the renders.
    static let environment: [String: String] = ["HOME": NSTemporaryDirectory() + "chess-motion-serve-tests-home"]

    init(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) throws {
        var configuration = ServiceConfiguration()
        configuration.http.port = 0
        configuration.workers = 2
        configuration.graceSeconds = 0
        configuration.toolVersion = "test"
        configuration.scratchFolder = try TemporaryFolder("serve-scratch").url
        configure(&configuration)
        let lines = LogLines()
        logLines = lines
        service = try RenderService(configuration, environment: Self.environment) { line in lines.append(line) }
        http = ServiceHTTP(port: service.port)
    }

    var log: [String] { logLines.lines }

    /// What this service's requests left in its scratch folder: nothing, once each is answered.
    var leftovers: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: service.configuration.scratchFolder.path)) ?? ["(unreadable)"]
    }

    func stop() { service.drain() }
}

/// The access log as it was written, line by line.
final class LogLines: Sendable {
    private let state = Mutex<[String]>([])
    func append(_ line: String) { state.withLock { $0.append(line) } }
    var lines: [String] { state.withLock { $0 } }
}
