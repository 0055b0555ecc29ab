import CLinuxCalls
import Glibc

/// A thread started for one long job and never joined (a render worker, a signal or client
/// watch), and a pause on the calling thread: what the tool took from Foundation's `Thread`,
/// which it no longer loads.
package enum DetachedThread {
    /// Starts `body` on a new thread named `name` (the kernel keeps its first 15 bytes, which
    /// `top -H` and debuggers show). Failing to start one is running out of threads, as failing to
    /// allocate is running out of memory: the process stops.
    package static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let job = Unmanaged.passRetained(Job(name: name, body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
            pthread_setname_np(pthread_self(), String(decoding: job.name.utf8.prefix(15), as: UTF8.self))
            job.body()
            return nil
        }, job)
        if result != 0 { fatalError("cannot start the thread '\(name)': \(ErrorReason.text(result))") }
    }

    /// Sleeps the calling thread for `seconds`.
    package static func sleep(seconds: Double) {
        var left = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var interrupted = timespec()
        while nanosleep(&left, &interrupted) != 0, errno == EINTR { left = interrupted }
    }

    private final class Job: Sendable {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
