import ChessMotionSupport
import MotionExport
import Foundation
import TestSupport
import MotionKit
import Synchronization
import Testing

@Suite("ParallelFrameRenderer: many workers, frames delivered in order, memory bounded")
struct ParallelFrameRendererTests {
    /// Counters the workers and the consumer update, to see what ran at once.
    final class Meter: Sendable {
        struct Counts { var making = 0, peakMaking = 0, started = 0, delivered = 0, peakHeld = 0 }
        let counts = Mutex(Counts())

        func begin() {
            counts.withLock {
                $0.making += 1; $0.started += 1
                $0.peakMaking = max($0.peakMaking, $0.making)
                $0.peakHeld = max($0.peakHeld, $0.started - $0.delivered)
            }
        }
        func end() { counts.withLock { $0.making -= 1 } }
        func delivered() { counts.withLock { $0.delivered += 1 } }
        var snapshot: Counts { counts.withLock { $0 } }
    }

    @Test(arguments: [WorkerPriority.normal, .yieldingToEncoder])
    func unevenFramesStillArriveInOrderWithinTheWindow(priority: WorkerPriority) throws {
        let meter = Meter()
        var renderer = ParallelFrameRenderer(workers: 3, window: 5)
        // The workers alone: a delivering thread stepping in would be a fourth drawer.
        renderer.stepInDelay = .seconds(600)
        var order: [Int] = []
        try renderer.run(count: 40, priority: priority, make: { index in
            meter.begin()
            defer { meter.end() }
            // Every third frame is slow, so later frames finish first and must wait their turn.
            usleep(index % 3 == 0 ? 12_000 : 1_000)
            return index * index
        }, deliver: { index, value in
            #expect(value == index * index)
            order.append(index)
            meter.delivered()
        })
        #expect(order == Array(0..<40))
        let counts = meter.snapshot
        #expect(counts.peakMaking <= 3)
        #expect(counts.peakMaking >= 2, "frames were never drawn at the same time")
        #expect(counts.peakHeld <= 5, "more frames in memory than the window allows")
    }

    @Test func aSlowConsumerThrottlesTheWorkers() throws {
        let meter = Meter()
        try ParallelFrameRenderer(workers: 2, window: 3).run(count: 20, make: { index in
            meter.begin(); meter.end()
            return index
        }, deliver: { _, _ in
            usleep(2_000)
            meter.delivered()
        })
        #expect(meter.snapshot.peakHeld <= 3)
    }

    struct Broken: Error, Equatable { let frame: Int }

    @Test(arguments: [WorkerPriority.normal, .yieldingToEncoder])
    func aFailingFrameStopsTheRunAfterTheFramesBeforeIt(priority: WorkerPriority) {
        var delivered: [Int] = []
        #expect(throws: Broken(frame: 7)) {
            try ParallelFrameRenderer(workers: 2).run(count: 30, priority: priority, make: { index in
                if index == 7 { throw Broken(frame: 7) }
                usleep(1_000)
                return index
            }, deliver: { index, _ in delivered.append(index) })
        }
        #expect(delivered == Array(0..<7))
    }

    @Test(arguments: [WorkerPriority.normal, .yieldingToEncoder])
    func aFailingConsumerStopsEveryWorkerBeforeReturning(priority: WorkerPriority) {
        let meter = Meter()
        #expect(throws: Broken(frame: 3)) {
            try ParallelFrameRenderer(workers: 2, window: 4).run(count: 1000, priority: priority, make: { index in
                meter.begin(); defer { meter.end() }
                usleep(500)
                return index
            }, deliver: { index, _ in
                if index == 3 { throw Broken(frame: 3) }
            })
        }
        let afterReturn = meter.snapshot
        #expect(afterReturn.making == 0)
        usleep(20_000)
        #expect(meter.snapshot.started == afterReturn.started, "a worker kept drawing after the run ended")
        #expect(afterReturn.started < 20)
    }

    /// Past its deadline a run stops between frames with the typed cancellation, every worker
    /// stopped: frames already delivered stay delivered, none are drawn after.
    @Test(arguments: [WorkerPriority.normal, .yieldingToEncoder])
    func aRunPastItsDeadlineStopsBetweenFrames(priority: WorkerPriority) {
        let meter = Meter()
        var renderer = ParallelFrameRenderer(workers: 2, window: 4)
        renderer.deadline = RenderDeadline(seconds: 0.1)
        // Idle-time workers starved by the other tests still deliver a frame before the deadline.
        renderer.stepInDelay = .milliseconds(10)
        var delivered = 0
        #expect(throws: RenderCancellation.pastDeadline(seconds: 0.1)) {
            try renderer.run(count: 1000, priority: priority, make: { index in
                meter.begin(); defer { meter.end() }
                usleep(5_000)
                return index
            }, deliver: { _, _ in delivered += 1 })
        }
        let afterReturn = meter.snapshot
        #expect(afterReturn.making == 0)
        // 1000 frames of 5 ms on 2 workers are 2.5 s; 0.1 s of them are a few dozen at most.
        #expect(delivered > 0 && delivered < 200, "\(delivered) frames delivered")
        usleep(20_000)
        #expect(meter.snapshot.started == afterReturn.started, "a worker kept drawing after the run stopped")
    }

    /// Workers that run only on idle cores can be held back by any busy program. The delivering
    /// thread then draws the frames itself: here the workers never finish a frame until the
    /// last is delivered, and every frame still arrives once, in order, drawn by the caller.
    @Test func theDeliveringThreadDrawsTheFramesOfStarvedWorkers() throws {
        let caller = pthread_self()
        let release = DispatchSemaphore(value: 0)
        let drawnByCaller = Mutex(Set<Int>())
        var renderer = ParallelFrameRenderer(workers: 2, window: 3)
        renderer.stepInDelay = .milliseconds(5)
        var order: [Int] = []
        try renderer.run(count: 12, priority: .yieldingToEncoder, make: { index in
            if pthread_equal(pthread_self(), caller) != 0 {
                drawnByCaller.withLock { _ = $0.insert(index) }
            } else {
                _ = release.wait(timeout: .now() + 5) // starved until the run's frames are all delivered
            }
            return index * 3
        }, deliver: { index, value in
            #expect(value == index * 3)
            order.append(index)
            if index == 11 { (0..<2).forEach { _ in release.signal() } }
        })
        #expect(order == Array(0..<12), "each frame once, in order, whoever drew it")
        #expect(drawnByCaller.withLock { $0 } == Set(0..<12))
    }

    /// Under the usual priority the workers share the cores like any thread, and the delivering
    /// thread only waits.
    @Test func theDeliveringThreadNeverDrawsForWorkersAtTheUsualPriority() throws {
        let caller = pthread_self()
        let drawnByCaller = Mutex(0)
        var renderer = ParallelFrameRenderer(workers: 2, window: 3)
        renderer.stepInDelay = .zero
        try renderer.run(count: 12, priority: .normal, make: { index in
            if pthread_equal(pthread_self(), caller) != 0 { drawnByCaller.withLock { $0 += 1 } }
            usleep(2_000)
            return index
        }, deliver: { _, _ in })
        #expect(drawnByCaller.withLock { $0 } == 0)
    }

    @Test func nothingToRenderIsNotAnError() throws {
        try ParallelFrameRenderer().run(count: 0, make: { $0 }, deliver: { _, _ in Issue.record("delivered a frame") })
    }

    @Test func theWindowIsNeverSmallerThanTheWorkers() {
        let renderer = ParallelFrameRenderer(workers: 4, window: 1)
        #expect(renderer.window == 4)
        #expect(ParallelFrameRenderer(workers: 0).workers == 1)
        #expect(ParallelFrameRenderer(workers: 3).window == 6)
    }

    /// The scene is a pure function of time, so frames drawn on two workers in any order must be
    /// byte for byte the frames drawn one after another.
    @Test func parallelFramesAreByteIdenticalToSerialOnes() throws {
        let renderer = try ExportFixtures.renderer()
        let size = PixelSize(width: 180, height: 140)
        let schedule = try ExportFixtures.schedule()
        let serial = try (0..<schedule.count).map { try renderer.raster(at: schedule.sceneTime(ofFrame: $0), size: size) }
        var parallel: [RasterImage] = []
        try ParallelFrameRenderer(workers: 2, window: 3).run(count: schedule.count, make: { index in
            try renderer.raster(at: schedule.sceneTime(ofFrame: index), size: size)
        }, deliver: { _, frame in parallel.append(frame) })
        #expect(parallel.count == 20)
        #expect(parallel == serial)
        #expect(Set(serial.map(\.pixels)).count > 10, "the test scene should change over time")
    }
}
