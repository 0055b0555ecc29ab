import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The real `chess-motion serve` as a child process: it starts, answers, and on SIGTERM stops
/// accepting, finishes what is in flight and exits 0.
@Suite("chess-motion serve process", .serialized)
struct ServeProcessTests {
    /// Starts `serve --port 0 extra` and reads the port it reports on standard error.
    static func start(_ extra: [String], environment more: [String: String] = [:]) throws -> (Process, port: Int, stderr: FileHandle) {
        var environment = RunningService.environment.merging(more) { $1 }
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let pipe = Pipe()
        let process = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: environment)
            .start(["serve", "--port", "0"] + extra, stderr: pipe)
        var text = ""
        let handle = pipe.fileHandleForReading
        while !text.contains("\n") {
            let data = handle.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: #"127\.0\.0\.1:(\d+)"#, options: .regularExpression),
              let port = Int(text[range].split(separator: ":")[1]) else {
            process.terminate()
            throw ServiceHTTP.Failure(description: "no port in: \(text)")
        }
        return (process, port, handle)
    }

    @Test func drainsOnSIGTERMAndExitsZero() throws {
        let (process, port, _) = try Self.start(["--workers", "1", "--grace", "30"])
        let http = ServiceHTTP(port: port)
        #expect(try http.get("/healthz").status == 200)
        // A render in flight when the signal comes is finished and answered.
        let inFlight = Thread.detachNewThreadWithResult { try? http.get("/scenes/bots.png?width=1600") }
        try http.waitForRendersInFlight(1)
        kill(process.processIdentifier, SIGTERM)
        Thread.sleep(forTimeInterval: 0.3)
        // New connections are refused at once while the render finishes.
        #expect(throws: ServiceHTTP.Failure.self) { try http.get("/healthz") }
        let answer = inFlight.value() ?? nil
        #expect(answer?.status == 200)
        #expect(answer.map { (try? LibPNG.decode($0.body))?.width } == 1600)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test func refusesABadHostWithAMessage() throws {
        let result = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: RunningService.environment)
            .run(["serve", "--host", "localhost\u{1B}[2J", "--port", "0"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("numeric address"))
        #expect(!result.stderr.utf8.contains(0x1B))
    }

    /// The global --settings is refused, before or after the command's name, with exit 2 and a
    /// message pointing at --config: the service would otherwise silently ignore it.
    @Test(arguments: [["serve", "--settings", "/tmp/x.json"], ["--settings", "/tmp/x.json", "serve"]])
    func refusesTheGlobalSettings(_ words: [String]) throws {
        let result = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: RunningService.environment)
            .run(words + ["--port", "0"], timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'serve' does not take --settings") && result.stderr.contains("--config"), "\(result.stderr)")
    }
}
