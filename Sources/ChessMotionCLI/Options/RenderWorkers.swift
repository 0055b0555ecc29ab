import MotionExport
import MotionKit

/// `--workers N` and `--memory-budget MB`: how many frames are drawn at once, within how much
/// memory. The plan is made once the frame size is known (`renderer(for:)`), before anything
/// starts, so a render that cannot fit is refused rather than begun.
struct RenderWorkers {
    static let option = Option(
        "--workers", value: "N", kind: .integer(1...64), help: "frames drawn at once",
        default: .text("one per core, \(ParallelFrameRenderer.defaultWorkers) here, within the memory budget"))
    static let budgetOption = Option(
        "--memory-budget", value: "MB", kind: .integer(16...1_048_576),
        help: "memory for frames in flight, in MiB; a render that cannot fit is refused before it starts",
        default: .text("\(RenderMemoryBudget.defaultBytes >> 20)"))
    static let options = [option, budgetOption]

    /// Nil: one per core, as far as the budget allows.
    let requested: Int?
    let budget: RenderMemoryBudget

    init(_ arguments: ParsedArguments) {
        requested = arguments.integer(Self.option)
        budget = arguments.integer(Self.budgetOption).map { RenderMemoryBudget(bytes: $0 << 20) } ?? .standard
    }

    /// `priority`: how the workers share the cores with the sink the frames go to.
    func renderer(for size: PixelSize, priority: WorkerPriority = .normal) throws(ExportError) -> ParallelFrameRenderer {
        try budget.plan(frameSize: size, workers: requested, priority: priority)
    }
}
