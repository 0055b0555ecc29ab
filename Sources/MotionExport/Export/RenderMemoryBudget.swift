import MotionKit
import ChessMotionSupport

/// How many bytes of frames an export may hold at once, and the worker count and window that
/// fit in it. The parallel renderer holds `window` finished or claimed frames, and each worker
/// briefly holds one more (the Cairo surface it draws into, or the copy PNG encoding makes), so
/// an export holds about `(window + workers) × frame bytes`. Without a bound that grows with
/// cores × pixels: 2.7 GB at 4096 pixels wide on 32 workers, and an allocation trap at 8192 on
/// 64. So the plan is made before anything starts, and a render that cannot fit is refused with
/// the numbers, never begun.
package struct RenderMemoryBudget: Sendable, Hashable {
    /// The budget in bytes.
    package let bytes: Int

    /// 512 MiB: room for a full 1080p window on 64 cores, and for 8K frames on one worker.
    package static let defaultBytes = 512 << 20
    package static let standard = RenderMemoryBudget(bytes: defaultBytes)

    package init(bytes: Int) {
        self.bytes = max(0, bytes)
    }

    /// Bytes of one frame of `size` (32-bit BGRA).
    package static func frameBytes(_ size: PixelSize) -> Int {
        size.width * size.height * 4
    }

    /// Bytes held by `workers` workers with a window of `window` frames of `size`.
    package static func cost(workers: Int, window: Int, size: PixelSize) -> Int {
        (window + workers) * frameBytes(size)
    }

    /// Frames a worker yielding to an encoder may draw ahead of it (`WorkerPriority`): about two
    /// seconds at 60 fps. The workers draw only in the encoder's pauses, and each pause is worth
    /// as many frames as the window has room for: while x264's lookahead fills, a core stays idle
    /// for a tenth of a second. With 64 frames the bots clip's MP4 took 2% longer than with 128
    /// (whole processes, paired).
    package static let framesAheadOfEncoder = 128

    /// The renderer for frames of `size`: `workers` exactly when given (with the largest window
    /// up to two frames each that fits), else as many as there are cores, as far as the budget
    /// allows at two frames each, and at least one. Throws when even that cannot fit. Workers
    /// yielding to an encoder get a window of up to `framesAheadOfEncoder` frames, as far as
    /// it fits beside the copy the delivering thread draws if it steps in; in the smallest plan
    /// (one worker, a window of one) that copy is one frame over.
    package func plan(frameSize size: PixelSize, workers requested: Int? = nil,
                     cores: Int = ParallelFrameRenderer.defaultWorkers,
                     priority: WorkerPriority = .normal) throws(ExportError) -> ParallelFrameRenderer {
        let frame = Self.frameBytes(size)
        let framesThatFit = frame > 0 ? bytes / frame : Int.max
        func window(_ workers: Int) -> Int {
            let yielding = priority == .yieldingToEncoder
            let wanted = yielding ? max(2 * workers, Self.framesAheadOfEncoder) : 2 * workers
            // A delivering thread that steps in for starved yielding workers draws a copy of its own.
            let drawing = workers + (yielding ? 1 : 0)
            return max(1, min(wanted, framesThatFit - drawing))
        }
        if let requested {
            let workers = max(1, requested)
            // Each worker needs its own slot in the window plus its drawing copy.
            guard 2 * workers <= framesThatFit else {
                throw .overMemoryBudget(Refusal(size: size, workers: workers, budget: bytes,
                                                fittingWorkers: framesThatFit / 2))
            }
            return ParallelFrameRenderer(workers: workers, window: window(workers))
        }
        let byDefault = min(max(1, cores), framesThatFit / 3)
        if byDefault >= 1 { return ParallelFrameRenderer(workers: byDefault, window: window(byDefault)) }
        guard framesThatFit >= 2 else {
            throw .overMemoryBudget(Refusal(size: size, workers: 1, budget: bytes, fittingWorkers: 0))
        }
        return ParallelFrameRenderer(workers: 1, window: 1)
    }

    /// A render refused for memory, with what it would need and what would fit.
    package struct Refusal: Sendable, Hashable, CustomStringConvertible {
        package var size: PixelSize
        package var workers: Int
        package var budget: Int
        /// The most workers that fit at this size (0: not even one).
        package var fittingWorkers: Int

        package var description: String {
            let frame = RenderMemoryBudget.frameBytes(size)
            let needed = RenderMemoryBudget.cost(workers: workers, window: workers, size: size)
            let head = "rendering \(size) frames on \(workers) worker\(workers == 1 ? "" : "s") needs at least "
                + "\(ByteCount.text(needed)) of frames (\(ByteCount.text(frame)) each, two per worker), over the "
                + "memory budget of \(ByteCount.text(budget))"
            let remedy = fittingWorkers > 0
                ? "use --workers \(fittingWorkers) or fewer, a smaller --width, or a larger --memory-budget"
                : "use a smaller --width, or a --memory-budget of at least \(ByteCount.text(2 * frame))"
            return head + "; " + remedy + ". Nothing was rendered"
        }
    }
}
