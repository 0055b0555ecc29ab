import ChessMotionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialises writers across processes with `flock` on a separate lock file (`NAME.lock`
/// beside the settings). The settings file itself cannot carry the lock: every write renames a
/// new file over it, and a lock on the old inode would no longer exclude anyone. The lock file
/// is never deleted, since deleting a lock file races with the next writer opening it. The
/// kernel drops the lock when its holder exits, even by SIGKILL, so a crash never leaves the
/// store locked.
enum FileLock {
    /// How long a writer waits for another before giving up with a message rather than hanging.
    static let patience: Double = 10

    static func lockPath(for path: String) -> String { path + ".lock" }

    static func withExclusiveLock<T>(for path: String, _ body: () throws(SettingsError) -> T) throws(SettingsError) -> T {
        let lockPath = lockPath(for: path)
        // Never through a link, never blocking on a FIFO planted under the lock's name.
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ELOOP ? "it is a symbolic link" : ErrorReason.text(code)
            throw .unwritable(file: path, operation: "opening the lock file \(lockPath)", reason: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular else {
            throw .unwritable(file: path, operation: "opening the lock file \(lockPath)",
                              reason: "it is \(FileKind(mode: status.st_mode).rawValue), not a regular file")
        }
        try acquire(descriptor, lockPath: lockPath, file: path)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Polls rather than blocking so that a writer stuck holding the lock (stopped in a
    /// debugger, say) produces a message instead of a hang.
    private static func acquire(_ descriptor: Int32, lockPath: String, file: String) throws(SettingsError) {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 + patience
        var pause: UInt32 = 200
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                throw .unwritable(file: file, operation: "locking \(lockPath)", reason: ErrorReason.text(code))
            }
            clock_gettime(CLOCK_MONOTONIC, &clock)
            if Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 > deadline {
                throw .unwritable(file: file, operation: "locking \(lockPath)",
                                  reason: "another process has held the lock for over \(Int(patience)) seconds")
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
    }
}
