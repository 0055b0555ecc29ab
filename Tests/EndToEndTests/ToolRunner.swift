import Foundation
import TestSupport

/// Runs the built `chess-motion` binary as a user would, through TestSupport's `ProcessRunner`.
/// The binary sits beside the test bundle in the build folder (the test target depends on it, so
/// it is built). Every run gets a HOME of its own, so no test reads or writes the real user's
/// settings.
enum ToolRunner {
    typealias Result = ProcessRunner.Result

    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Swift Testing may run from inside an .xctest bundle folder; walk up to the build folder.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("chess-motion")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Fixtures.url(".build/debug/chess-motion")
    }

    /// The test's environment with HOME and the XDG folders in a sandbox and no settings or
    /// cache override, then `extra` on top.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        let sandbox = TemporaryFolder.root.appendingPathComponent("home")
        try? FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
        environment["HOME"] = sandbox.path
        environment["XDG_CONFIG_HOME"] = sandbox.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = sandbox.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = sandbox.appendingPathComponent("cache").path
        environment["CHESS_MOTION_SETTINGS"] = nil
        environment["CHESS_MOTION_CACHE"] = nil
        return environment.merging(extra) { $1 }
    }

    static func runner(environment extra: [String: String] = [:], in directory: URL? = nil) -> ProcessRunner {
        ProcessRunner(executable, environment: environment(extra), directory: directory ?? Fixtures.repositoryRoot)
    }

    /// `chess-motion ARGS`, with `stdin` as its input, run in `directory` (the checkout by default).
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Result {
        try runner(environment: environment, in: directory).run(arguments, stdin: stdin.map { .text($0) } ?? .none)
    }

    /// `chess-motion ARGS < stdinPath` (such as /dev/zero), killed after `timeout` seconds: an
    /// unbounded read would otherwise hang the suite.
    static func run(_ arguments: [String], stdinPath: String, timeout: Double = 20) throws -> Result {
        try runner().run(arguments, stdin: .file(stdinPath), timeout: timeout)
    }

    /// Starts `chess-motion ARGS` without waiting, for tests that signal it or run several at once.
    static func start(_ arguments: [String], environment: [String: String] = [:], stderr: Pipe? = nil) throws -> Process {
        try runner(environment: environment).start(arguments, stderr: stderr)
    }
}
