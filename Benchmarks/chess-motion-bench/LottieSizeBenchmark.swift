import Foundation

/// The Lottie size table: each built-in scene's loop as `.json` and `.lottie`, beside the same
/// loop as MP4 and GIF, each written by the tool as a user writes it
/// (`chess-motion render SCENE [--playback loop] -o NAME.EXT`), default settings, 720 x 560.
/// The bots `.json` is the one with a budget (150 kB before compression).
enum LottieSizeBenchmark {
    static let scenes = ["bots", "coins", "clock"]
    /// The budget for the bots scene's `.json`, before compression: the size a web page
    /// can afford for an onboarding animation it inlines.
    static let botsJSONBudget = 150_000
    static let formats: [(name: String, arguments: [String])] = [
        ("json", []), ("lottie", []), ("mp4", ["--playback", "loop"]), ("gif", ["--playback", "loop"]),
    ]

    static func run() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("chess-motion")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("skipped: \(tool.path) is not built ('swift build -c release --product chess-motion')")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-lottie-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settingsFile = folder.appendingPathComponent("no-settings.json").path
        var botsJSON: Int?
        print("scene   " + formats.map { "." + $0.name }.map { $0.padding(toLength: 11, withPad: " ", startingAt: 0) }.joined())
        for scene in scenes {
            var row = scene.padding(toLength: 8, withPad: " ", startingAt: 0)
            for format in formats {
                let file = folder.appendingPathComponent("\(scene).\(format.name)")
                try ChildProcess.run(tool, ["render", scene] + format.arguments + ["--settings", settingsFile, "--quiet", "-o", file.path])
                let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
                row += String(format: "%.1f kB", Double(bytes) / 1000).padding(toLength: 11, withPad: " ", startingAt: 0)
                if scene == "bots" && format.name == "json" { botsJSON = bytes }
            }
            print(row)
        }
        if let botsJSON {
            let verdict = botsJSON <= botsJSONBudget ? "within it" : String(format: "%.1f kB over", Double(botsJSON - botsJSONBudget) / 1000)
            print(String(format: "bots .json: %.1f kB against its %.0f kB budget: ", Double(botsJSON) / 1000,
                         Double(botsJSONBudget) / 1000) + verdict)
        }
    }
}
