import Foundation

/// `chess-motion-bench serve-haproxy`: the fleet of Deploy/haproxy.cfg on this machine — two
/// `serve` instances on 8081 and 8082 behind HAProxy on 8080 — beside one instance asked
/// directly, wrk on /board.png at c=8 and c=64, printed side by side. Each instance has as many
/// workers as there are cores, as a deployment would start it; the question is what the second
/// process and the proxy's hop cost or bring on the same cores.
extension ServeBenchmark {
    static let haproxyConfiguration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Deploy/haproxy.cfg")
    /// The ports Deploy/haproxy.cfg names: its frontend, then its two servers.
    static let haproxyPorts = (frontend: 8080, servers: [8081, 8082])

    static func runBehindHAProxy() throws {
        guard ready() else { return }
        guard let haproxy = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            print("skipped: haproxy is not installed (Scripts/install-dependencies test)")
            return
        }
        let duration = seconds("CHESS_MOTION_BENCH_SERVE_SECONDS", default: 10)
        let workers = ["--workers", String(ProcessInfo.processInfo.activeProcessorCount), "--queue", "256"]
        let levels = [8, 64]

        let (single, _) = try start(workers)
        let direct = try levels.map { try wrk(single.port, "/board.png", connections: $0, seconds: duration) }
        stop(single)

        let servers = try haproxyPorts.servers.map { try start(workers, port: $0).0 }
        defer { servers.forEach(stop) }
        let proxy = Process()
        proxy.executableURL = URL(fileURLWithPath: haproxy)
        // -db: in the foreground, so SIGTERM below ends it; its warnings (no syslog socket) are not figures.
        proxy.arguments = ["-db", "-f", haproxyConfiguration.path]
        proxy.standardError = FileHandle.nullDevice
        proxy.standardOutput = FileHandle.nullDevice
        try proxy.run()
        defer {
            proxy.terminate()
            proxy.waitUntilExit()
        }
        var waited = 0
        while (try? healthy(haproxyPorts.frontend)) != true {
            guard proxy.isRunning, waited < 1000 else {
                throw BenchmarkError.missingAsset("HAProxy answering on \(haproxyPorts.frontend) (is the port taken?)")
            }
            Thread.sleep(forTimeInterval: 0.01)
            waited += 1
        }
        let fleet = try levels.map { level in
            // wrk waits for every instance to be idle, not only the proxy's /metrics answerer.
            for server in servers { try settle(server.port) }
            return try wrk(haproxyPorts.frontend, "/board.png", connections: level, seconds: duration)
        }
        for (index, level) in levels.enumerated() {
            print("/board.png c=\(level): one instance \(direct[index]) | two behind HAProxy \(fleet[index])")
        }
    }
}
