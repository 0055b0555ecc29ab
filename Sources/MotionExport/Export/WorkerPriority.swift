#if canImport(Glibc)
import Glibc
#endif

/// How the render workers share the cores with the program their frames feed.
///
/// Drawing a frame is a small part of what a video costs; x264 spends several times as long
/// encoding it, and on a machine with few cores both want every core at once. When they compete,
/// the encoder must win: it is the clip's critical path, while a worker only needs to stay ahead
/// of it, which the window of finished frames lets it do in the moments the encoder leaves a core
/// idle (while its lookahead fills, and whenever its frame threads wait on each other). Run as
/// root, libdispatch's user-initiated threads even sit at nice -2, ahead of ffmpeg at 0.
/// `chess-motion-bench video` measures the difference.
package enum WorkerPriority: Sendable, Hashable {
    /// The scheduler's usual share (the workers run on libdispatch's user-initiated threads).
    case normal
    /// Workers on threads of their own that run only on a core nothing else wants (Linux's
    /// `SCHED_IDLE`). Ten steps of niceness would still let them take about a tenth of a core
    /// x264 is using: on two cores, 5% of the encode's time. A thread that starves them does not
    /// stall the video: the delivering thread draws the frame it waits for itself
    /// (`ParallelFrameRenderer.stepInDelay`).
    case yieldingToEncoder

    /// The niceness added where the idle policy is refused (a sandbox may forbid it): the
    /// scheduler then gives a worker about a tenth of what an encoder thread at the process's
    /// niceness gets.
    package static let yieldingNiceness: Int32 = 10

    /// `SCHED_IDLE` (Linux's sched.h; not exported to Swift by Glibc's module).
    static let idlePolicy: Int32 = 5

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

    /// Puts the calling thread, one of this run's own worker threads, under the idle policy, or
    /// `yieldingNiceness` nicer than `base` where that is refused. Neither needs privilege; where
    /// both are refused the thread simply keeps the scheduler's usual share.
    static func yield(from base: Int32) {
        #if os(Linux)
        var parameters = sched_param()
        if sched_setscheduler(0, idlePolicy, &parameters) != 0 {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, min(19, base + yieldingNiceness))
        }
        #endif
    }
}
