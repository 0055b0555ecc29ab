import ChessMotionSupport
import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C, `kill`, a closed terminal (SIGHUP) or Ctrl-\ (SIGQUIT) during an export: run the
/// registered clean-ups (stop ffmpeg, remove partial files), say so on stderr, and exit with
/// 128 + the signal's number, as a shell reports a death by that signal.
///
/// The signal handler itself does one async-signal-safe thing: it writes the signal's number
/// into a pipe. A dedicated thread reads the pipe and does the real work, where any code may
/// run. Handlers are installed with SA_RESTART, so a system call the signal interrupts on
/// another thread is restarted rather than failing with EINTR (Foundation's FileHandle traps on
/// that). SIGKILL cannot be caught: what it leaves, `PartialOutput.clearStale` clears later.
package struct ExportInterruption: Sendable {
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private let token: Int

    /// Registers `cleanup` (and `message`, printed after it) until `end()`.
    package init(message: String, cleanup: @escaping @Sendable () -> Void) {
        token = SignalWatch.register(Registration(message: message, cleanup: cleanup))
    }

    /// Unregisters; once nothing is registered the signals have their default effect again.
    /// Once a signal is being handled, this waits for the process to exit: the clean-up runs
    /// on another thread, and a render that just ended (often because the clean-up took its
    /// files away) must not finish the process first, with an ordinary status and the clean-up
    /// cut short.
    package func end() {
        SignalWatch.unregister(token)
    }
}

private struct Registration: Sendable {
    let message: String
    let cleanup: @Sendable () -> Void
}

/// The process-wide part: one pipe, one watching thread, the handlers, and what is registered.
/// Signal dispositions are process-wide, so this state is too, and lives here only.
private enum SignalWatch {
    struct State {
        var registrations: [Int: Registration] = [:]
        var nextToken = 0
        var pipe: (read: Int32, write: Int32)?
        /// The signals handled: those not ignored when the process started. `nohup` ignores
        /// SIGHUP and a non-interactive shell ignores SIGINT and SIGQUIT for background jobs;
        /// such a signal is meant not to stop us, so it stays ignored.
        var watched: [Int32] = []
        /// True from the moment a signal's clean-ups start; the process then ends with them.
        var handling = false
    }

    static let state = Mutex(State())
    /// The pipe's write end as the C handler sees it (-1 before the pipe exists): an atomic
    /// load is safe inside a signal handler, a lock is not.
    static let handlerPipe = Atomic<Int32>(-1)

    static func register(_ registration: Registration) -> Int {
        state.withLock { state in
            if state.pipe == nil {
                state.watched = ExportInterruption.signals.filter { !isIgnored($0) }
                state.pipe = startWatching(state.watched)
            }
            let token = state.nextToken
            state.nextToken += 1
            if state.registrations.isEmpty {
                install(handler: true, for: state.watched)
                unblockSignals(state.watched)
            }
            state.registrations[token] = registration
            return token
        }
    }

    static func unregister(_ token: Int) {
        let handling = state.withLock { state in
            if state.handling { return true }
            guard state.registrations.removeValue(forKey: token) != nil else { return false }
            if state.registrations.isEmpty { install(handler: false, for: state.watched) }
            return false
        }
        // The watching thread is cleaning up and will exit the process.
        while handling { pause() }
    }

    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func install(handler: Bool, for signals: [Int32]) {
        for number in signals {
            var action = sigaction()
            let function: @convention(c) (Int32) -> Void = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                let descriptor = SignalWatch.handlerPipe.load(ordering: .relaxed)
                if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
            }
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler ? function : SIG_DFL
            #else
            action.__sigaction_u.__sa_handler = handler ? function : SIG_DFL
            #endif
            action.sa_flags = handler ? SA_RESTART : 0
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// Makes the pipe and the thread that waits on it.
    private static func startWatching(_ signals: [Int32]) -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        handlerPipe.store(ends[1], ordering: .relaxed)
        let readEnd = ends[0]
        DetachedThread.start(name: "signal watch") { watch(readEnd, signals) }
        return (ends[0], ends[1])
    }

    private static func watch(_ descriptor: Int32, _ signals: [Int32]) {
        // A parent may have started us with these signals blocked (the mask is inherited across
        // exec); a blocked signal would stay pending while the render ran to its end. Unblocked
        // here, the watching thread is always one the kernel can deliver them to.
        unblockSignals(signals)
        while true {
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return }
            let number = Int32(byte)
            let registrations = state.withLock { state in
                state.handling = !state.registrations.isEmpty
                return Array(state.registrations.values)
            }
            guard !registrations.isEmpty else {
                // A signal that raced with the last `end()`: take its default effect.
                signal(number, SIG_DFL)
                raise(number)
                continue
            }
            for registration in registrations { registration.cleanup() }
            for registration in registrations { writeAll("\n" + registration.message + "\n") }
            _exit(128 + number)
        }
    }

    static func unblockSignals(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static func writeAll(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
