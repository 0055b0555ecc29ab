import Foundation
import MotionExport
import MotionKit
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Render workers feeding ffmpeg run only on cores nothing else wants (`WorkerPriority`),
/// without changing the policy of any thread that outlives the run.
@Suite("Worker priority: render workers yield to the encoder")
struct WorkerPriorityTests {
    /// The calling thread's scheduling policy (Linux: process 0 is the calling thread).
    static func policy() -> Int32 { sched_getscheduler(0) }
    static let usualPolicy: Int32 = 0 // SCHED_OTHER
    static let idlePolicy: Int32 = 5 // SCHED_IDLE

    /// A renderer whose delivering thread never draws, so that every frame is a worker's.
    static let workersOnly: ParallelFrameRenderer = {
        var renderer = ParallelFrameRenderer(workers: 2)
        renderer.stepInDelay = .seconds(600)
        return renderer
    }()

    /// Each distinct policy a run's workers drew under.
    static func workerPolicies(_ priority: WorkerPriority) throws -> Set<Int32> {
        let seen = Mutex(Set<Int32>())
        try workersOnly.run(count: 12, priority: priority, make: { index in
            seen.withLock { _ = $0.insert(policy()) }
            usleep(1_000)
            return index
        }, deliver: { _, _ in })
        return seen.withLock { $0 }
    }

    @Test func yieldingWorkersRunOnIdleCoresAndLeaveTheCallerAsItWas() throws {
        let before = Self.policy()
        #expect(try Self.workerPolicies(.yieldingToEncoder) == [Self.idlePolicy])
        #expect(Self.policy() == before, "the delivering thread's policy changed")
    }

    /// Run after a yielding run: the workers of a normal run are not left idle-only by it.
    @Test func normalWorkersKeepTheSchedulersShare() throws {
        _ = try Self.workerPolicies(.yieldingToEncoder)
        #expect(try Self.workerPolicies(.normal) == [Self.usualPolicy])
    }

    /// A sink says how the workers share the cores with it; the exporter runs them that way.
    struct PolicySink: FrameSink {
        static var workerPriority: WorkerPriority { .yieldingToEncoder }
        let prepare: @Sendable (RasterImage) throws -> Int32 = { _ in WorkerPriorityTests.policy() }
        var seen: Set<Int32> = []
        mutating func write(_ frame: Int32, index: Int) throws { seen.insert(frame) }
        mutating func finish() throws {}
        mutating func abandon() {}
    }

    @Test func theExporterRunsWorkersAsTheSinkAsks() throws {
        var sink = PolicySink()
        try ClipExporter(renderer: ExportFixtures.renderer(), schedule: ExportFixtures.schedule(), size: PixelSize(width: 36, height: 28),
                         parallel: Self.workersOnly).export(into: &sink)
        #expect(sink.seen == [Self.idlePolicy])
        #expect(VideoEncoder.workerPriority == .yieldingToEncoder && PNGSequenceWriter.workerPriority == .normal)
    }

    /// Yielding workers get room to draw ahead of the encoder, as far as the budget allows.
    @Test func workersYieldingToAnEncoderGetADeeperWindowWithinTheBudget() throws {
        let budget = RenderMemoryBudget.standard
        let phone = PixelSize(width: 720, height: 560)
        let normal = try budget.plan(frameSize: phone, cores: 2)
        let yielding = try budget.plan(frameSize: phone, cores: 2, priority: .yieldingToEncoder)
        #expect(normal.workers == 2 && normal.window == 4)
        #expect(yielding.workers == 2 && yielding.window == RenderMemoryBudget.framesAheadOfEncoder)
        let many = try budget.plan(frameSize: phone, cores: 80, priority: .yieldingToEncoder)
        #expect(many.window == 160, "never shallower than two frames a worker")
        for width in [1080, 4096, 8192] {
            let size = PixelSize.fitting(box: Size(360, 280), width: width)
            for workers in [nil, 1] as [Int?] {
                let plan = try budget.plan(frameSize: size, workers: workers, cores: 2, priority: .yieldingToEncoder)
                #expect(RenderMemoryBudget.cost(workers: plan.workers, window: plan.window, size: size) <= budget.bytes,
                        "\(size): \(plan.workers) workers, window \(plan.window)")
                // The delivering thread's copy, when it steps in, is counted as one more drawer,
                // except in the smallest plan there is.
                if plan.workers > 1 || plan.window > 1 {
                    #expect(RenderMemoryBudget.cost(workers: plan.workers + 1, window: plan.window, size: size) <= budget.bytes,
                            "\(size): \(plan.workers) workers, window \(plan.window)")
                }
            }
        }
    }
}
