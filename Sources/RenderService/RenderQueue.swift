import Dispatch
import ChessMotionSupport
import FoundationEssentials
import Synchronization

/// A fixed set of render threads and a bounded line in front of them. `submit` never blocks: a
/// job past the line's length is refused at once, so overload is answered, not stacked up.
package final class RenderQueue: Sendable {
    /// Renders, and gives back what delivers the result. The delivery runs once the worker is
    /// free again, so a client that asks again the moment it has its answer finds the slot open.
    package typealias Job = @Sendable () -> Delivery
    package typealias Delivery = @Sendable () -> Void

    struct State: Sendable {
        var waiting: [Job] = []
        var running = 0
        var closed = false
        /// Counts jobs submitted, so a pause can tell whether any came meanwhile.
        var submitted: UInt64 = 0
    }

    package let workers: Int
    package let capacity: Int
    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)
    /// Runs once no job has run or waited for `idlePause` seconds.
    private let whenIdle: @Sendable () -> Void
    private let idlePause: Double

    /// `whenIdle` runs after a pause of `idlePause` seconds with nothing to render, not between
    /// two requests of a steady stream: what it gives up (kept rasters, shaped text) is what the
    /// next render would use again.
    package init(workers: Int, capacity: Int, idlePause: Double = 2, whenIdle: @escaping @Sendable () -> Void = {}) {
        self.workers = max(1, workers)
        self.capacity = max(0, capacity)
        self.whenIdle = whenIdle
        self.idlePause = idlePause
        for index in 0..<self.workers {
            DetachedThread.start(name: "render worker \(index + 1)") { [self] in work() }
        }
    }

    /// Queues `job`; false (and nothing queued) when every worker is busy and the line is full.
    package func submit(_ job: @escaping Job) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard !state.closed, state.waiting.count + state.running < workers + capacity else { return false }
            state.waiting.append(job)
            state.submitted &+= 1
            return true
        }
        if accepted { ready.signal() }
        return accepted
    }

    /// Jobs waiting for a worker.
    package var depth: Int { state.withLock { $0.waiting.count } }
    /// Jobs being rendered.
    package var running: Int { state.withLock { $0.running } }
    /// Workers with nothing to do and nothing waiting for them: cores a running job may borrow.
    package var idleWorkers: Int { state.withLock { $0.waiting.isEmpty ? workers - $0.running : 0 } }

    /// Runs `whenIdle` after the pause if no job was submitted since the `submitted` count `seen`.
    private func afterPause(ifNothingSince seen: UInt64) {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + idlePause) { [self] in
            let still = state.withLock { $0.submitted == seen && $0.running == 0 && $0.waiting.isEmpty }
            if still { whenIdle() }
        }
    }

    /// Refuses new jobs; those queued still run, then the workers end.
    package func close() {
        state.withLock { $0.closed = true }
        for _ in 0..<workers { ready.signal() }
    }

    private func work() {
        while true {
            ready.wait()
            let (job, closed) = state.withLock { state -> (Job?, Bool) in
                guard !state.waiting.isEmpty else { return (nil, state.closed) }
                state.running += 1
                return (state.waiting.removeFirst(), false)
            }
            guard let job else {
                if closed { return }
                continue
            }
            let deliver = job()
            let idle = state.withLock { state -> UInt64? in
                state.running -= 1
                return state.running == 0 && state.waiting.isEmpty ? state.submitted : nil
            }
            deliver()
            if let idle { afterPause(ifNothingSince: idle) }
        }
    }
}
