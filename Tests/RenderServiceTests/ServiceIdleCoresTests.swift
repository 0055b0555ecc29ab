import Dispatch
import Foundation
import MotionKit
import RenderService
import Synchronization
import Testing
import TestSupport

/// A worker with nothing to do lends its core to the one encoding (`RenderQueue.idleWorkers`):
/// a quiet server's large PNG has its bands compressed at once, a busy one's one after another,
/// and both are the same bytes, as their shared `ETag` says.
@Suite("RenderService: idle workers' cores", .serialized)
struct ServiceIdleCoresTests {
    @Test func aRunningJobSeesTheWorkersLeftIdle() {
        let queue = RenderQueue(workers: 2, capacity: 4)
        let gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        let seen = Mutex<[Int]>([])
        #expect(queue.idleWorkers == 2)
        for _ in 0..<2 {
            #expect(queue.submit {
                seen.withLock { $0.append(queue.idleWorkers) }
                started.signal()
                gate.wait()
                return {}
            })
            started.wait()
        }
        #expect(seen.withLock { $0 } == [1, 0])
        // A job waiting in line leaves no worker idle, even once one is free.
        #expect(queue.submit { seen.withLock { $0.append(queue.idleWorkers) }; return {} })
        #expect(queue.idleWorkers == 0)
        gate.signal()
        gate.signal()
        queue.close()
        let deadline = Date().addingTimeInterval(5)
        while queue.idleWorkers < 2, Date() < deadline { usleep(1_000) }
        #expect(queue.idleWorkers == 2)
        #expect(seen.withLock { $0.count } == 3)
    }

    @Test func aLargeBoardIsTheSameBytesWhetherAWorkerIsIdleOrNot() throws {
        let query = "/board.png?fen=\(WebBoardImageTests.fen)&size=1000&lastMove=f4g6&check=h8"
        let quiet = try RunningService()
        defer { quiet.stop() }
        let single = try RunningService { $0.workers = 1 }
        defer { single.stop() }
        let twoWorkers = try quiet.http.get(query), oneWorker = try single.http.get(query)
        #expect(twoWorkers.status == 200 && oneWorker.status == 200, "\(twoWorkers.text.prefix(200)) \(oneWorker.text.prefix(200))")
        #expect(twoWorkers.body == oneWorker.body && twoWorkers.header("ETag") == oneWorker.header("ETag"))
        let picture = try LibPNG.decode(twoWorkers.body)
        #expect(picture.width == 1000)
    }
}
