internal import CLinuxCalls
#if canImport(Glibc)
import ChessMotionSupport
import Glibc
#endif

/// A program run as this process's child: started with `posix_spawn`, its standard streams
/// chosen, and waited for with `wait4` (which also tells its peak memory).
///
/// Foundation's `Process` is not used for ffmpeg because of what a video pays for it: its
/// `waitUntilExit` polls the run loop every 50 ms, so an encode that has ended is noticed up to
/// 50 ms late, on a clip whose whole cost is a second or two; and it adds one close action per
/// descriptor it knows of, where one `closefrom` does. Here the child gets exactly its three
/// streams, every other descriptor closed, default signal actions and an empty signal mask (an
/// ignored SIGPIPE is not inherited), and a process group of its own, so that a terminal's
/// Ctrl-C reaches only this process, which then stops the child itself and cleans up.
///
/// One owner uses it at a time; an interruption handler needs only `processIdentifier`.
package final class ChildProgram {
    /// Where one of the child's standard streams goes.
    package enum Stream: Sendable, Hashable {
        /// A pipe whose other end this process holds (`input` or `errorOutput`).
        case pipe
        /// /dev/null.
        case null
    }

    /// How the child ended.
    package enum Termination: Sendable, Hashable {
        case exited(status: Int32)
        case killed(signal: Int32)
        /// `waitpid` could not see the child: something else in the process reaped it.
        case unobserved(errno: Int32)

        /// The status as a shell reports it: the exit status, 128 + the signal, or -1.
        package var shellStatus: Int32 {
            switch self {
            case .exited(let status): status
            case .killed(let signal): 128 + signal
            case .unobserved: -1
            }
        }
    }

    package let processIdentifier: Int32
    /// The write end of the child's standard input, when it is a pipe; `closeInput` ends it.
    package private(set) var input: Int32?
    /// The read end of the child's standard error, when it is a pipe. The reader owns and closes it.
    package let errorOutput: Int32?
    private var termination: Termination?
    /// The child's peak resident memory, once waited for: what an encoder really held, for the
    /// memory budget's tests and benchmark.
    package private(set) var peakResidentBytes: Int?

    /// Starts `executable` (a path, not searched for) with `arguments` after its name, this
    /// process's environment, and standard output to /dev/null.
    package init(executable: String, arguments: [String], standardInput: Stream,
                 standardError: Stream) throws(ChildProgramError) {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // The child's ends of the pipes are closed here once it has them; ours, if it never starts.
        var childEnds: [Int32] = [], ourEnds: [Int32] = []
        defer { childEnds.forEach { _ = close($0) } }
        /// Points the child's descriptor `target` at `stream`; for a pipe, returns this process's end.
        func connect(_ stream: Stream, to target: Int32) throws(ChildProgramError) -> Int32? {
            let childReads = target == STDIN_FILENO
            switch stream {
            case .null:
                _ = posix_spawn_file_actions_addopen(&actions, target, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
                return nil
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe2(&ends, O_CLOEXEC) == 0 else { throw .noPipe(errno: errno) }
                let (child, parent) = childReads ? (ends[0], ends[1]) : (ends[1], ends[0])
                childEnds.append(child)
                ourEnds.append(parent)
                _ = posix_spawn_file_actions_adddup2(&actions, child, target)
                return parent
            }
        }
        let input: Int32?, errorOutput: Int32?
        do {
            input = try connect(standardInput, to: STDIN_FILENO)
            _ = try connect(.null, to: STDOUT_FILENO)
            errorOutput = try connect(standardError, to: STDERR_FILENO)
        } catch {
            ourEnds.forEach { _ = close($0) }
            throw error
        }
        _ = posix_spawn_file_actions_addclosefrom_np(&actions, 3)

        var everySignal = sigset_t(), none = sigset_t()
        sigfillset(&everySignal)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            ourEnds.forEach { _ = close($0) }
            throw .unstartable(path: executable, errno: status)
        }
        processIdentifier = pid
        self.input = input
        self.errorOutput = errorOutput
    }

    deinit {
        closeInput()
        if termination == nil {
            kill(processIdentifier, SIGKILL)
            _ = wait()
        }
    }

    /// Closes the child's standard input: the end of what it reads.
    package func closeInput() {
        if let input { _ = close(input) }
        input = nil
    }

    /// Sends `signal` unless the child has already been waited for (its pid may be reused).
    package func send(_ signal: Int32) {
        if termination == nil { kill(processIdentifier, signal) }
    }

    /// Kills the child `processIdentifier` and reaps it, for an interruption handler that holds
    /// only the id. Killed and not waited for, it would stay a zombie after this process exits,
    /// under an init that does not reap (a container's first process often does not). The
    /// owner's own `wait()` then answers `.unobserved`.
    package static func killAndReap(_ processIdentifier: Int32) {
        guard processIdentifier > 0, kill(processIdentifier, SIGKILL) == 0 else { return }
        while waitpid(processIdentifier, nil, 0) < 0, errno == EINTR {}
    }

    /// Blocks until the child ends and says how; later calls return the same answer.
    @discardableResult
    package func wait() -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        var ended: Termination
        while true {
            var usage = rusage()
            if wait4(processIdentifier, &status, 0, &usage) == processIdentifier {
                // Kilobytes on Linux. The child's own peak: ffmpeg starts no children of its own.
                peakResidentBytes = Int(usage.ru_maxrss) * 1024
                // WIFEXITED and WIFSIGNALED are macros that Swift does not import.
                let signal = status & 0x7F
                ended = signal == 0 ? .exited(status: (status >> 8) & 0xFF) : .killed(signal: signal)
                break
            }
            if errno == EINTR { continue }
            ended = .unobserved(errno: errno)
            break
        }
        termination = ended
        return ended
    }
}

/// Why a child program could not be started.
package enum ChildProgramError: Error, Equatable, Sendable, CustomStringConvertible {
    case noPipe(errno: Int32)
    case unstartable(path: String, errno: Int32)

    package var description: String {
        switch self {
        case .noPipe: "cannot make a pipe: \(reason)"
        case .unstartable(let path, _): "cannot start \(path): \(reason)"
        }
    }

    /// The system's word for what went wrong.
    package var reason: String {
        switch self {
        case .noPipe(let code), .unstartable(_, let code): ErrorReason.text(code)
        }
    }
}
