import Foundation

/// Runs the built `chess-motion` binary as a user would, capturing what it prints. The binary
/// sits beside the test bundle in the build folder (the test target depends on it, so it is built).
struct ToolRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output as bytes, for a picture written to `-o -`.
        var stdoutData: Data
    }

    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Swift Testing may run from inside an .xctest bundle folder; walk up to the build folder.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("chess-motion")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/chess-motion")
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `chess-motion ARGS` in `directory` with `environment` added to a clean HOME-isolated
    /// environment, so no test reads or writes the real user's settings.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-home-\(getpid())")
        try? FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
        env["HOME"] = sandbox.path
        env["XDG_CONFIG_HOME"] = sandbox.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = sandbox.appendingPathComponent("data").path
        env.removeValue(forKey: "CHESS_MOTION_SETTINGS")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.currentDirectoryURL = directory ?? repositoryRoot
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting so a chatty child cannot block on a full pipe.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      stdoutData: outData)
    }

    /// A fresh empty folder for one test's outputs.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chess-motion-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
