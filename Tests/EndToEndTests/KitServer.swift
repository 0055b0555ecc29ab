import Foundation

/// Serves a kit page's folder on the loopback interface for the browser tests, as the README
/// tells a designer to (`python3 -m http.server`). Chromium's headless virtual clock, which
/// lets a test wait for the page's work without sleeping, stalls on module imports read from
/// file:// URLs; over HTTP they load as they do for a person. Bound to 127.0.0.1 on a port the
/// system picks; stopped (the one process this started) when the test is done.
final class KitServer {
    let process = Process()
    let base: URL

    init(folder: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
        var line = Data()
        let handle = out.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"port (\d+)"#, options: .regularExpression),
              let port = Int(text[range].dropFirst("port ".count)) else {
            process.terminate()
            throw ExportProbe.Failure(description: "python3 -m http.server did not say where it serves: \(text)")
        }
        base = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// SIGKILL: the server inherits the test runner's signal mask, in which SIGTERM may be
    /// blocked, and a server that outlived its test would keep the run from finishing.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}
