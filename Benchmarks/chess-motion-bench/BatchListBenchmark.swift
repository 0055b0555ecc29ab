import Foundation

/// `batch --list` of a manifest at the documented maximum of 100,000 jobs, as a matrix and as a
/// list of single jobs (issue #34: every shard of a big batch pays this before drawing; the
/// target is under 2 s on the two-core test machine). Runs the release `chess-motion` as a child
/// with its listing sent to /dev/null, so the figure is the tool's own: reading, expanding,
/// checking the outputs and writing one line a job.
enum BatchListBenchmark {
    static let target = 2.0

    static func run() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("batch --list: skipped, \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-bench-batch-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        for (name, text) in [("matrix 100 x 100 x 10", matrix()), ("100,000 single jobs", singleJobs())] {
            let manifest = folder.appendingPathComponent("manifest.json")
            try Data(text.utf8).write(to: manifest)
            var walls: [Double] = [], cpus: [Double] = []
            for _ in 0..<3 {
                let before = CPUTime.now().children
                walls.append(try Measure.seconds { try list(tool, manifest) })
                cpus.append(CPUTime.now().children - before)
            }
            // CPU time too: on a machine shared with other builds the wall clock mostly waits.
            let wall = Measure.median(walls), cpu = Measure.median(cpus)
            print(String(format: "batch --list, %@ (%d KB): median %.2f s wall (range %.2f-%.2f), %.2f s CPU, of %d runs; "
                         + "target under %.0f s: %@", name, text.utf8.count / 1024, wall, walls.min() ?? 0, walls.max() ?? 0, cpu,
                         walls.count, target, wall < target ? "met" : cpu < target ? "met in CPU time, not wall (a busy machine)" : "MISSED"))
        }
    }

    /// One matrix expanding to 100,000 jobs: 100 themes x 100 piece sets x 10 locales.
    static func matrix() -> String {
        func names(_ prefix: String, _ count: Int) -> String {
            (0..<count).map { "\"\(prefix)\($0)\"" }.joined(separator: ", ")
        }
        return """
        {"matrix": {"scene": "coins", "theme": [\(names("t", 100))], "pieces": [\(names("p", 100))],
                    "locale": [\(names("l", 10))], "output": "out/{theme}/{pieces}-{locale}.png"}}
        """
    }

    /// 100,000 entries of "jobs" in 10 folders, written tightly: at 4.1 MB the file is just under
    /// the 4 MiB every data file may hold.
    static func singleJobs() -> String {
        let jobs = (0..<100_000).map { index in "{\"scene\":\"coins\",\"output\":\"\(index % 10)/\(index).png\"}" }
        return "{\"jobs\":[" + jobs.joined(separator: ",") + "]}"
    }

    static func list(_ tool: URL, _ manifest: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["batch", manifest.path, "--list"]
        process.currentDirectoryURL = manifest.deletingLastPathComponent()
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChildFailure(description: "chess-motion batch \(manifest.path) --list exited \(process.terminationStatus)")
        }
    }
}
