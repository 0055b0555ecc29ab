import ChessMotionSupport
import MotionKit
import Dispatch
import FoundationEssentials
import Synchronization

/// Makes numbered frames on several workers and hands them to one consumer strictly in order.
///
/// Because a scene is a pure function of time, frame k can be drawn on any core at any moment;
/// only delivery has to be ordered (an encoder takes frames one after another). A window bounds
/// how far the workers may run ahead of delivery, so at most `window` frames exist at once however
/// long the clip: memory stays flat and a slow encoder throttles the renderers instead of
/// letting finished frames pile up.
package struct ParallelFrameRenderer: Sendable {
    /// Frames drawn at the same time (one more while the delivering thread steps in).
    package let workers: Int
    /// Frames claimed but not yet delivered (being drawn, or drawn and waiting for their turn).
    package let window: Int
    /// Past it the run stops between frames with `RenderCancellation`: a service render past its
    /// cap frees its worker instead of drawing a clip nobody will receive.
    package var deadline: RenderDeadline = .none
    /// How long the delivering thread waits for a frame that workers yielding to an encoder have
    /// claimed before it draws the frame itself. Such workers run only on idle cores, so another
    /// busy program could hold them back for as long as it runs; the frame is a pure function of
    /// its index, so drawing it twice is safe, and the first copy finished is the one delivered.
    /// A frame takes about a millisecond, the first of a clip a few tens.
    package var stepInDelay: Duration = .milliseconds(100)

    /// One worker per core by default; the window defaults to two frames per worker, enough to
    /// keep every worker busy while one slow frame holds up delivery.
    package init(workers: Int = ParallelFrameRenderer.defaultWorkers, window: Int? = nil) {
        self.workers = max(1, workers)
        self.window = max(self.workers, window ?? 2 * self.workers)
    }

    package static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Calls `make` for frames `0..<count` on the workers and `deliver` for each, in index order,
    /// on the calling thread. The first error (from `make` for the earliest failing frame, or from
    /// `deliver`) stops the run: frames before it have been delivered, none after it will be, and
    /// every worker has stopped before this returns or throws. `priority` says how the workers
    /// share the cores with whatever the delivered frames feed.
    package func run<Frame: Sendable>(count: Int, priority: WorkerPriority = .normal,
                                     make: @escaping @Sendable (Int) throws -> Frame,
                                     deliver: (Int, Frame) throws -> Void) throws {
        guard count > 0 else { return }
        let board = FrameBoard<Frame>(count: count)
        // A worker takes a slot before claiming a frame; delivering a frame frees its slot.
        // Created empty and filled by signals: libdispatch traps when a semaphore is freed below
        // its initial value, which a run stopped by an error would otherwise do.
        let slots = DispatchSemaphore(value: 0)
        for _ in 0..<window { slots.signal() }
        // Signalled once per finished frame, so delivery sleeps until there may be work.
        let finished = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        let workerCount = min(workers, count)
        let deadline = deadline
        let work: @Sendable () -> Void = {
            while true {
                slots.wait()
                guard let index = board.claim() else {
                    slots.signal() // pass the wake-up on to the next idle worker
                    return
                }
                board.post(Result {
                    try deadline.check()
                    return try make(index)
                }, at: index)
                finished.signal()
            }
        }
        let base = WorkerPriority.currentNiceness
        for _ in 0..<workerCount {
            switch priority {
            case .normal:
                DispatchQueue.global(qos: .userInitiated).async(group: group, execute: work)
            case .yieldingToEncoder:
                // Threads of the run's own: a policy set on one of libdispatch's pooled
                // threads would outlive the run, and could not be taken back without privilege.
                group.enter()
                DetachedThread.start(name: "frame worker") {
                    WorkerPriority.yield(from: base)
                    work()
                    group.leave()
                }
            }
        }
        defer {
            board.stop()
            for _ in 0..<workerCount { slots.signal() }
            group.wait()
        }
        var next = 0
        // Once the workers have been found starved, the frames after are not waited for either.
        var patience = stepInDelay
        while next < count {
            if priority == .yieldingToEncoder {
                if finished.wait(timeout: .now() + patience.seconds) == .timedOut,
                   board.claimForDelivery(next, slots: slots) {
                    board.post(Result {
                        try deadline.check()
                        return try make(next)
                    }, at: next)
                    patience = .zero
                } else {
                    patience = stepInDelay
                }
            } else {
                finished.wait()
            }
            while let result = board.take(next) {
                // A slow sink (ffmpeg) is waited on here, not on the workers.
                try deadline.check()
                try deliver(next, result.get())
                next += 1
                slots.signal()
            }
        }
    }
}

/// Where a frame is, as the delivering thread sees it.
private enum FrameProgress { case unclaimed, drawing, done }

/// The state the workers and the consumer share: the next frame to claim and the finished frames
/// waiting for delivery. Everything goes through one mutex; the frames themselves are values.
private final class FrameBoard<Frame: Sendable>: Sendable {
    private struct State {
        var claimed = 0
        /// Frames before it have been taken for delivery: a copy of one finished later is dropped.
        var taken = 0
        var stopped = false
        var finished: [Int: Result<Frame, any Error>] = [:]
    }

    private let count: Int
    private let state = Mutex(State())

    init(count: Int) { self.count = count }

    /// The next frame to draw, or nil once all are claimed or the run has stopped.
    func claim() -> Int? {
        state.withLock { state in
            guard !state.stopped, state.claimed < count else { return nil }
            defer { state.claimed += 1 }
            return state.claimed
        }
    }

    /// Stores a finished frame, unless a copy of it is stored or taken already (the delivering
    /// thread stepped in). A failure stops further claims: later frames would be wasted work.
    func post(_ result: Result<Frame, any Error>, at index: Int) {
        state.withLock { state in
            guard index >= state.taken, state.finished[index] == nil else { return }
            state.finished[index] = result
            if case .failure = result { state.stopped = true }
        }
    }

    /// Whether the delivering thread, tired of waiting for frame `index`, should draw it: a
    /// worker has claimed it and not posted it, or nobody has claimed it and a slot is free at
    /// once (then it is claimed here, and its slot freed on delivery like any other).
    func claimForDelivery(_ index: Int, slots: DispatchSemaphore) -> Bool {
        let progress = state.withLock { state -> FrameProgress in
            if state.stopped || index < state.taken || state.finished[index] != nil { return .done }
            return index < state.claimed ? .drawing : .unclaimed
        }
        switch progress {
        case .done: return false
        case .drawing: return true
        case .unclaimed:
            guard slots.wait(timeout: .now()) == .success else { return false }
            let claimed = state.withLock { state in
                guard !state.stopped, state.claimed == index else { return false }
                state.claimed += 1
                return true
            }
            if !claimed { slots.signal() }
            return claimed
        }
    }

    /// Removes and returns frame `index` if it has finished.
    func take(_ index: Int) -> Result<Frame, any Error>? {
        state.withLock { state in
            guard let result = state.finished.removeValue(forKey: index) else { return nil }
            state.taken = index + 1
            return result
        }
    }

    func stop() {
        state.withLock { state in state.stopped = true }
    }
}
