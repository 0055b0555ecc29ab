import Foundation
import Synchronization

/// Runs a program as a test needs it run: arguments, standard input (text or a file such as
/// /dev/zero), an environment, a working folder and an optional time limit, capturing standard
/// output, standard error and the exit status. Both pipes are drained while the program runs, so
/// a chatty program cannot block on a full pipe; past the limit it is killed, not waited for.
public struct ProcessRunner: Sendable {
    /// What the program reads on standard input.
    public enum Input: Sendable {
        /// An empty, closed input.
        case none
        case text(String)
        /// A file (or device) opened for reading.
        case file(String)
    }

    public struct Result: Sendable {
        public var status: Int32
        /// Killed at the time limit: `status` is then the signal's.
        public var timedOut: Bool
        public var stdoutData: Data
        public var stderrData: Data
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        public var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    }

    public var executable: URL
    /// The whole environment; nil inherits the test's.
    public var environment: [String: String]?
    public var directory: URL?

    public init(_ executable: URL, environment: [String: String]? = nil, directory: URL? = nil) {
        self.executable = executable
        self.environment = environment
        self.directory = directory
    }

    /// A program by path, such as "/usr/bin/script".
    public init(path: String, environment: [String: String]? = nil, directory: URL? = nil) {
        self.init(URL(fileURLWithPath: path), environment: environment, directory: directory)
    }

    /// Runs the program to its end (or to `timeout` seconds, then kills it).
    public func run(_ arguments: [String], stdin: Input = .none, timeout: Double? = nil) throws -> Result {
        let out = Pipe(), err = Pipe()
        let (process, input) = try launch(arguments, stdin: stdin, stdout: out, stderr: err)
        let outData = Drain(out), errData = Drain(err)
        feed(input, stdin)
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, timedOut: timedOut,
                      stdoutData: outData.wait(), stderrData: errData.wait())
    }

    /// Starts the program and returns at once, for tests that signal it or run several together.
    /// Standard output is discarded; standard error goes to `stderr` when given.
    public func start(_ arguments: [String], stdin: Input = .none, stderr: Pipe? = nil) throws -> Process {
        let (process, input) = try launch(arguments, stdin: stdin, stdout: nil, stderr: stderr)
        feed(input, stdin)
        return process
    }

    /// The id of a process that has exited and been reaped: a process id no one owns, for
    /// tests of what is left behind by a render that died.
    public static func deadProcessIdentifier() throws -> Int32 {
        let process = try ProcessRunner(path: "/bin/true").start([])
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func launch(_ arguments: [String], stdin: Input, stdout: Pipe?, stderr: Pipe?) throws -> (Process, Pipe?) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = stdout ?? FileHandle.nullDevice
        process.standardError = stderr ?? FileHandle.nullDevice
        var input: Pipe?
        switch stdin {
        case .none:
            process.standardInput = FileHandle.nullDevice
        case .text:
            input = Pipe()
            process.standardInput = input
        case let .file(path):
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            process.standardInput = handle
        }
        try process.run()
        return (process, input)
    }

    /// Writes the text input and closes it; a program that exits without reading it must not
    /// fail the write.
    private func feed(_ input: Pipe?, _ stdin: Input) {
        guard let input, case let .text(text) = stdin else { return }
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class Drain: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            let bytes = handle.readDataToEndOfFile()
            data.withLock { $0 = bytes }
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
