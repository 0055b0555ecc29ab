import ChessCore
import ChessMotion
import Foundation

/// `chess-motion-bench serve`: the release `chess-motion serve` under wrk on loopback. Start-up
/// time, throughput and p50/p99 at concurrency 1, 8 and 64 per route beside one CLI process per
/// request, then overload at 256 against a small queue (every answer counted by status).
/// `serve-soak` holds a steady mixed load and compares resident memory at a tenth of the run
/// (minute 1 of the default 10) with the end, printing the series between. Durations: CHESS_MOTION_BENCH_SERVE_SECONDS per wrk run
/// (default 10), CHESS_MOTION_BENCH_SOAK_SECONDS for the soak (default 600).
enum ServeBenchmark {
    struct Server {
        let process: Process
        let port: Int
    }

    static var tool: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
    }

    static var script: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("peers/serve-statuses.lua")
    }

    static func seconds(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    static func run() throws {
        guard ready() else { return }
        let duration = seconds("CHESS_MOTION_BENCH_SERVE_SECONDS", default: 10)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let (server, startup) = try start(["--workers", String(cores), "--queue", "256"])
        print(String(format: "start-up: %.0f ms from exec to the first /healthz answer", startup * 1000))
        // `/board`'s default is web-boardimage's 360 pixels; the CLI's peer draws the same size.
        for (route, peer) in [("/board.png", ["board", "--width", "360", "-o"]), ("/scenes/bots.png", ["still", "bots", "-o"])] {
            for connections in [1, 8, 64] {
                print("\(route) c=\(connections): " + (try wrk(server.port, route, connections: connections, seconds: duration)))
            }
            print("\(route) peer, one CLI process per request: " + (try cliPerRequest(peer)))
        }
        let image = "/image.gif?fen=4k3/6KP/8/8/8/8/7p/8&white=Molinari&black=Bordais&lastMove=h6h7"
        for connections in [1, 8, 64] {
            print("/image.gif c=\(connections): " + (try wrk(server.port, image, connections: connections, seconds: duration)))
        }
        try postGame(server.port, seconds: duration)
        stop(server)

        let (small, _) = try start(["--workers", String(cores), "--queue", "4"])
        print("overload /board.png c=256, queue 4: " + (try wrk(small.port, "/board.png", connections: 256, seconds: duration)))
        stop(small)
    }

    /// `chess-motion-bench serve-game`: the POST /game.gif figures alone.
    static func runGame() throws {
        guard ready() else { return }
        let (server, _) = try start(["--workers", String(ProcessInfo.processInfo.activeProcessorCount), "--queue", "256"])
        defer { stop(server) }
        try postGame(server.port, seconds: seconds("CHESS_MOTION_BENCH_SERVE_SECONDS", default: 10))
    }

    static func postGame(_ port: Int, seconds duration: Int) throws {
        let (body, frames) = try lilaGame()
        let post = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-serve-post.lua")
        try postScript(body: body).write(to: post, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: post) }
        for connections in [1, 8, 64] {
            print("POST /game.gif (\(frames) frames, \(body.utf8.count) bytes) c=\(connections): "
                  + (try wrk(port, "/game.gif", connections: connections, seconds: duration, script: post)))
        }
    }

    static func runSoak() throws {
        guard ready() else { return }
        let duration = seconds("CHESS_MOTION_BENCH_SOAK_SECONDS", default: 600)
        let (server, _) = try start(["--workers", String(ProcessInfo.processInfo.activeProcessorCount), "--queue", "64"])
        let load = Process()
        load.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
        load.arguments = ["-t2", "-c8", "-d\(duration)s", "-s", soakScript.path, "http://127.0.0.1:\(server.port)/"]
        let output = Pipe()
        load.standardOutput = output
        try load.run()
        // Resident memory at each tenth of the run: the first is the baseline (minute 1 of ten),
        // and the series shows whether memory settles or keeps climbing.
        var samples: [Double] = []
        for _ in 1...10 {
            Thread.sleep(forTimeInterval: Double(duration) / 10)
            samples.append(residentKB(server.process.processIdentifier))
        }
        load.waitUntilExit()
        let late = residentKB(server.process.processIdentifier)
        let early = samples[0]
        let summary = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = summary.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let rate = lines.first { $0.contains("Requests/sec") } ?? "?"
        let statuses = lines.first { $0.hasPrefix("statuses") } ?? "?"
        print("soak RSS by tenth (MB): " + samples.map { String(format: "%.1f", $0 / 1024) }.joined(separator: " "))
        print(String(format: "soak %d s at c=8, mixed routes: RSS %.1f MB at %d s, %.1f MB at the end (%+.1f%%); %@; %@",
                     duration, early / 1024, duration / 10, late / 1024, (late - early) / early * 100, rate, statuses))
        stop(server)
    }

    static var soakScript: URL {
        script.deletingLastPathComponent().appendingPathComponent("serve-soak.lua")
    }

    static func ready() -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("skipped: \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return false
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/wrk") else {
            print("skipped: wrk is not installed (Scripts/install-dependencies bench)")
            return false
        }
        return true
    }

    /// Starts `serve --port PORT` (0: any free one) with no user settings, and times exec to the
    /// first healthy answer.
    static func start(_ arguments: [String], port requested: Int = 0) throws -> (Server, Double) {
        let began = Date()
        let process = Process()
        process.executableURL = tool
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", String(requested)] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-home").path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: #"127\.0\.0\.1:\d+"#, options: .regularExpression),
              let port = Int(text[range].split(separator: ":")[1]) else {
            process.terminate()
            throw BenchmarkError.missingAsset("a port in serve's first line: \(text)")
        }
        // The access log is not read: drained so the pipe never fills.
        Thread.detachNewThread { while !errors.fileHandleForReading.availableData.isEmpty {} }
        while (try? healthy(port)) != true { Thread.sleep(forTimeInterval: 0.002) }
        return (Server(process: process, port: port), Date().timeIntervalSince(began))
    }

    static func healthy(_ port: Int) throws -> Bool {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-sf", "-o", "/dev/null", "http://127.0.0.1:\(port)/healthz"]
        try curl.run()
        curl.waitUntilExit()
        return curl.terminationStatus == 0
    }

    static func stop(_ server: Server) {
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()
    }

    /// Waits until the server has no render queued or running: wrk stops counting at its
    /// deadline, but what it left queued would still be rendered during the next run.
    static func settle(_ port: Int) throws {
        for _ in 0..<600 {
            let curl = Process()
            curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            curl.arguments = ["-s", "http://127.0.0.1:\(port)/metrics"]
            let output = Pipe()
            curl.standardOutput = output
            try curl.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            curl.waitUntilExit()
            if text.contains("chess_motion_in_flight 0\n"), text.contains("chess_motion_queue_depth 0\n") { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// wrk's requests/s, p50 and p99, and the status counts of the Lua script.
    static func wrk(_ port: Int, _ route: String, connections: Int, seconds: Int, script: URL = script) throws -> String {
        try settle(port)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
        process.arguments = ["-t\(min(2, connections))", "-c\(connections)", "-d\(seconds)s", "--latency", "-s", script.path,
                             "http://127.0.0.1:\(port)\(route)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        func field(_ prefix: String) -> String {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) }?
                .dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) ?? "?"
        }
        return "\(field("Requests/sec:")) req/s, p50 \(field("50%")), p99 \(field("99%")); \(field("statuses"))"
    }

    /// The same picture drawn by one `chess-motion` process per request, ten times in a row.
    static func cliPerRequest(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-serve-peer.png")
        defer { try? FileManager.default.removeItem(at: output) }
        let samples = try (0..<10).map { _ in
            try Measure.seconds {
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments + [output.path, "--quiet"]
                try process.run()
                process.waitUntilExit()
            }
        }
        let median = Measure.median(samples)
        return String(format: "%.1f req/s (median %.0f ms a process)", 1 / median, median * 1000)
    }

    static func residentKB(_ pid: Int32) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
    }
}

extension ServeBenchmark {
    /// lichess.org/Q0iQs5Zi as lila's request: the start and a frame per ply with its FEN and
    /// last move, the players named (so 720 x 840).
    static func lilaGame() throws -> (json: String, frames: Int) {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Games/lichess-Q0iQs5Zi.pgn").path
        let game = try GameFile.load(path).game(1)
        var position = game.game.startPosition
        var frames = [#"{"fen": "\#(position.fen)"}"#]
        for ply in game.plies {
            position = try position.playing(ply.move)
            frames.append(#"{"fen": "\#(position.fen)", "lastMove": "\#(ply.move.uci)"}"#)
        }
        let json = #"{"white": "DrDrunkenstein", "black": "Zhigalko_Sergei", "frames": [\#(frames.joined(separator: ","))]}"#
        return (json, frames.count)
    }

    /// The status-counting script with every request a POST of `body` as JSON.
    static func postScript(body: String) throws -> String {
        let quoted = body.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
        wrk.method = "POST"
        wrk.body = "\(quoted)"
        wrk.headers["Content-Type"] = "application/json"
        """ + "\n" + (try String(contentsOf: script, encoding: .utf8))
    }
}
