import Foundation
import MotionExport
import MotionKit
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Render workers feeding ffmpeg give it the cores first (`WorkerPriority`), without changing the
/// niceness of any thread that outlives the run.
@Suite("Worker priority: render workers yield to the encoder")
struct WorkerPriorityTests {
    /// The calling thread's niceness (Linux: process 0 is the calling thread).
    static func niceness() -> Int32 {
        errno = 0
        let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return errno == 0 ? value : 0
    }

    /// Each distinct niceness a run's workers drew at.
    static func workerNiceness(_ priority: WorkerPriority) throws -> Set<Int32> {
        let seen = Mutex(Set<Int32>())
        try ParallelFrameRenderer(workers: 2).run(count: 12, priority: priority, make: { index in
            seen.withLock { _ = $0.insert(niceness()) }
            usleep(1_000)
            return index
        }, deliver: { _, _ in })
        return seen.withLock { $0 }
    }

    @Test func yieldingWorkersRunNicerThanTheProcessAndLeaveTheCallerAsItWas() throws {
        let before = Self.niceness()
        let seen = try Self.workerNiceness(.yieldingToEncoder)
        #expect(seen == [min(19, before + WorkerPriority.yieldingNiceness)])
        #expect(Self.niceness() == before, "the delivering thread's niceness changed")
    }

    /// Run after a yielding run: the workers of a normal run are not left nicer by it.
    @Test func normalWorkersKeepTheSchedulersShare() throws {
        let before = Self.niceness()
        guard before + WorkerPriority.yieldingNiceness < 19 else { return } // already as nice as it gets
        _ = try Self.workerNiceness(.yieldingToEncoder)
        let seen = try Self.workerNiceness(.normal)
        #expect(seen.allSatisfy { $0 < before + WorkerPriority.yieldingNiceness }, "\(seen)")
    }

    /// A sink says how the workers share the cores with it; the exporter runs them that way.
    struct NicenessSink: FrameSink {
        static var workerPriority: WorkerPriority { .yieldingToEncoder }
        let prepare: @Sendable (RasterImage) throws -> Int32 = { _ in WorkerPriorityTests.niceness() }
        var seen: Set<Int32> = []
        mutating func write(_ frame: Int32, index: Int) throws { seen.insert(frame) }
        mutating func finish() throws {}
        mutating func abandon() {}
    }

    @Test func theExporterRunsWorkersAsTheSinkAsks() throws {
        var sink = NicenessSink()
        try ClipExporter(renderer: ExportFixtures.renderer(), schedule: ExportFixtures.schedule(), size: PixelSize(width: 36, height: 28),
                         parallel: ParallelFrameRenderer(workers: 2)).export(into: &sink)
        #expect(sink.seen == [min(19, Self.niceness() + WorkerPriority.yieldingNiceness)])
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
        let many = try budget.plan(frameSize: phone, cores: 32, priority: .yieldingToEncoder)
        #expect(many.window == 64, "never shallower than two frames a worker")
        for width in [1080, 4096, 8192] {
            let size = PixelSize.fitting(box: Size(360, 280), width: width)
            for workers in [nil, 1] as [Int?] {
                let plan = try budget.plan(frameSize: size, workers: workers, cores: 2, priority: .yieldingToEncoder)
                #expect(RenderMemoryBudget.cost(workers: plan.workers, window: plan.window, size: size) <= budget.bytes,
                        "\(size): \(plan.workers) workers, window \(plan.window)")
            }
        }
    }
}
