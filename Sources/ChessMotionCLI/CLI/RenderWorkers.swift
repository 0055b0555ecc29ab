import MotionExport

/// `--workers N`: how many frames are drawn at once (default: one per core).
enum RenderWorkers {
    static func parse(_ arguments: inout Arguments) throws(UsageError) -> ParallelFrameRenderer {
        ParallelFrameRenderer(workers: try arguments.integer("--workers", in: 1...64) ?? ParallelFrameRenderer.defaultWorkers)
    }

    static let help = "  --workers N              frames drawn at once (default: one per core)"
}
