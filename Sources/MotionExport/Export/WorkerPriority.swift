#if canImport(Glibc)
import Glibc
#endif

/// How the render workers share the cores with the program their frames feed.
///
/// Drawing a frame is a small part of what a video costs; x264 spends several times as long
/// encoding it, and on a machine with few cores both want every core at once. When they compete,
/// the encoder must win: it is the clip's critical path, while a worker only needs to stay a few
/// frames ahead of it, which the window of finished frames lets it do in whatever time the
/// encoder leaves idle. Run as root, libdispatch's user-initiated threads even sit at nice -2,
/// ahead of ffmpeg at 0. `chess-motion-bench video` measures the difference.
package enum WorkerPriority: Sendable, Hashable {
    /// The scheduler's usual share (the workers run on libdispatch's user-initiated threads).
    case normal
    /// Workers on threads of their own, `WorkerPriority.yieldingNiceness` nicer than the process,
    /// so the scheduler gives the cores to an encoder process first.
    case yieldingToEncoder

    /// Far enough below the encoder that it gets the cores almost whenever it can use them, yet
    /// short of 19, so other busy programs on the machine cannot starve the workers entirely.
    package static let yieldingNiceness: Int32 = 10

    /// The niceness of the calling thread (on Linux, `setpriority` and `getpriority` on process 0
    /// act on the calling thread alone).
    static var currentNiceness: Int32 {
        #if os(Linux)
        errno = 0
        let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return errno == 0 ? value : 0
        #else
        return 0
        #endif
    }

    /// Makes the calling thread, one of this run's own worker threads, `yieldingNiceness` nicer
    /// than `base`. Raising niceness needs no privilege; where it is refused the thread simply
    /// keeps the scheduler's usual share.
    static func yield(from base: Int32) {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, min(19, base + yieldingNiceness))
        #endif
    }
}
