import Foundation

extension ServeBenchmark {
    /// How many large renders the memory run makes, and at what width: the service's worst
    /// steady use (MP4s of the bots scene at 1280 pixels).
    static let memoryRenders = 18
    static let memoryRoute = "/scenes/bots.mp4?width=1280&playback=once&mute=1"
    /// Idle memory after the renders may be at most this times the baseline.
    static let idleBound = 1.2

    /// Whether the service gives memory back once idle: resident memory (all of it, and its
    /// anonymous part, which is what the process holds; file pages are code the kernel can drop)
    /// at idle after one render of the route, then after `memoryRenders` more and three large
    /// renders whose clients leave after a second and a half.
    static func runMemory() throws {
        guard ready() else { return }
        let (server, _) = try start([])
        defer { stop(server) }
        let pid = server.process.processIdentifier
        func idle() throws -> (all: Double, anonymous: Double) {
            try settle(server.port)
            // Past the service's pause before it gives memory back (RenderQueue.idlePause, 2 s).
            Thread.sleep(forTimeInterval: 4)
            return (residentKB(pid) / 1024, memoryKB(pid, "RssAnon:") / 1024)
        }
        let start = try idle()
        try fetch(server.port, memoryRoute)
        let baseline = try idle()
        let began = Date()
        for _ in 0..<memoryRenders { try fetch(server.port, memoryRoute) }
        let seconds = Date().timeIntervalSince(began)
        let peak = memoryKB(pid, "VmHWM:") / 1024
        let after = try idle()
        for width in [2048, 2560, 2880] { abandon(server.port, "/scenes/bots.mp4?width=\(width)&playback=once", after: 1.5) }
        let abandoned = try idle()
        let peakAfterAbandoned = memoryKB(pid, "VmHWM:") / 1024
        func line(_ what: String, _ value: (all: Double, anonymous: Double)) -> String {
            String(format: "%@: RSS %.1f MB (%.2fx), anonymous %.1f MB (%.2fx)", what, value.all, value.all / baseline.all,
                   value.anonymous, value.anonymous / baseline.anonymous)
        }
        print(String(format: "idle at start: RSS %.1f MB, anonymous %.1f MB", start.all, start.anonymous))
        print(line("baseline, idle after one render of \(memoryRoute)", baseline))
        print(String(format: "%d renders in %.0f s, peak RSS %.1f MB", memoryRenders, seconds, peak))
        print(line("idle after them", after))
        print(String(format: "three abandoned MP4s 2048-2880 px wide: peak RSS %.1f MB", peakAfterAbandoned))
        print(line("idle after those", abandoned))
        let worst = max(after.all / baseline.all, abandoned.all / baseline.all)
        print(String(format: "idle memory within %.2fx of the baseline (bound %.1fx): %@", worst, idleBound, worst <= idleBound ? "met" : "NOT met"))
    }

    /// A field of /proc/PID/status in kB.
    static func memoryKB(_ pid: Int32, _ field: String) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
        return Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
    }

    /// GET `route` and read the whole answer.
    static func fetch(_ port: Int, _ route: String) throws {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-sf", "-o", "/dev/null", "--max-time", "600", "http://127.0.0.1:\(port)\(route)"]
        try curl.run()
        curl.waitUntilExit()
    }

    /// GET `route` and hang up after `seconds`, as a client that gave up.
    static func abandon(_ port: Int, _ route: String, after seconds: Double) {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-o", "/dev/null", "--max-time", String(seconds), "http://127.0.0.1:\(port)\(route)"]
        try? curl.run()
        curl.waitUntilExit()
    }
}
