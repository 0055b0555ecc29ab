import Foundation

/// What the hardening tests need beyond `ToolRunner`: a tool whose stdin is a file (such as
/// /dev/zero), and a started tool to signal.
enum HardeningRunner {
    /// Runs the tool with `stdinPath` as its standard input, giving up after `timeout` seconds
    /// (an unbounded read would otherwise hang the suite): status nil means it was killed.
    static func run(_ arguments: [String], stdinPath: String, timeout: Double = 20) throws -> (status: Int32?, stderr: String) {
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = ToolRunner.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["CHESS_MOTION_SETTINGS"] = nil
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: stdinPath)
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        let killed = process.isRunning
        if killed { kill(process.processIdentifier, SIGKILL) }
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (killed ? nil : process.terminationStatus, text)
    }

    /// Starts the tool with stderr captured, for tests that signal it.
    static func start(_ arguments: [String]) throws -> (process: Process, stderr: Pipe) {
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = ToolRunner.repositoryRoot
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, err)
    }

    /// Waits up to `timeout` seconds for `condition`.
    static func wait(upTo timeout: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// The id of a process that has exited and been reaped.
    static func deadProcessIdentifier() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
