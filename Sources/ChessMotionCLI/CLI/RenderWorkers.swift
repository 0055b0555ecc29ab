import MotionExport
import MotionKit

/// `--workers N` and `--memory-budget MB`: how many frames are drawn at once, within how much
/// memory. The plan is made once the frame size is known (`renderer(for:)`), before anything
/// starts, so a render that cannot fit is refused rather than begun.
struct RenderWorkers {
    /// Nil: one per core, as far as the budget allows.
    let requested: Int?
    let budget: RenderMemoryBudget

    static func parse(_ arguments: inout Arguments) throws(UsageError) -> RenderWorkers {
        let workers = try arguments.integer("--workers", in: 1...64)
        let megabytes = try arguments.integer("--memory-budget", in: 16...1_048_576)
        return RenderWorkers(requested: workers,
                             budget: megabytes.map { RenderMemoryBudget(bytes: $0 << 20) } ?? .standard)
    }

    func renderer(for size: PixelSize) throws(ExportError) -> ParallelFrameRenderer {
        try budget.plan(frameSize: size, workers: requested)
    }

    static let help = """
      --workers N              frames drawn at once (default: one per core, within the budget)
      --memory-budget MB       memory for frames in flight, in MiB (default \(RenderMemoryBudget.defaultBytes >> 20)); a
                               render that cannot fit is refused before it starts
    """
}
