import ChessMotionSupport
import MotionKit
import Dispatch
import Foundation
import Synchronization

/// Makes numbered frames on several workers and hands them to one consumer strictly in order.
///
/// Because a scene is a pure function of time, frame k can be drawn on any core at any moment;
/// only delivery has to be ordered (an encoder takes frames one after another). A window bounds
/// how far the workers may run ahead of delivery, so at most `window` frames exist at once however
/// long the clip: memory stays flat and a slow encoder throttles the renderers instead of
/// letting finished frames pile up.
package struct ParallelFrameRenderer: Sendable {
    /// Frames drawn at the same time.
    package let workers: Int
    /// Frames claimed but not yet delivered (being drawn, or drawn and waiting for their turn).
    package let window: Int
    /// Past it the run stops between frames with `RenderCancellation`: a service render past its
    /// cap frees its worker instead of drawing a clip nobody will receive.
    package var deadline: RenderDeadline = .none

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
                // Threads of the run's own: a niceness set on one of libdispatch's pooled
                // threads would outlive the run, and could not be taken back without privilege.
                group.enter()
                Thread {
                    WorkerPriority.yield(from: base)
                    work()
                    group.leave()
                }.start()
            }
        }
        defer {
            board.stop()
            for _ in 0..<workerCount { slots.signal() }
            group.wait()
        }
        var next = 0
        while next < count {
            finished.wait()
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

/// The state the workers and the consumer share: the next frame to claim and the finished frames
/// waiting for delivery. Everything goes through one mutex; the frames themselves are values.
private final class FrameBoard<Frame: Sendable>: Sendable {
    private struct State {
        var claimed = 0
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

    /// Stores a finished frame. A failure stops further claims: later frames would be wasted work.
    func post(_ result: Result<Frame, any Error>, at index: Int) {
        state.withLock { state in
            state.finished[index] = result
            if case .failure = result { state.stopped = true }
        }
    }

    /// Removes and returns frame `index` if it has finished.
    func take(_ index: Int) -> Result<Frame, any Error>? {
        state.withLock { state in state.finished.removeValue(forKey: index) }
    }

    func stop() {
        state.withLock { state in state.stopped = true }
    }
}
