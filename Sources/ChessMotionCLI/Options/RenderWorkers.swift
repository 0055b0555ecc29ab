import MotionExport

/// `--workers N`: how many frames are drawn at once.
enum RenderWorkers {
    static let option = Option(
        "--workers", value: "N", kind: .integer(1...64), help: "frames drawn at once",
        default: .text("one per core, \(ParallelFrameRenderer.defaultWorkers) here"))

    static func renderer(_ arguments: ParsedArguments) -> ParallelFrameRenderer {
        ParallelFrameRenderer(workers: arguments.integer(option) ?? ParallelFrameRenderer.defaultWorkers)
    }
}
