import ChessMotion
import Dispatch
import Foundation
import MotionKit
import RenderService
import Synchronization
import Testing
import TestSupport

/// A worker with nothing to do lends its core to the one encoding (`RenderQueue.idleWorkers`):
/// a quiet server's large PNG has its bands compressed at once, and a game GIF's frames are
/// coded in two runs; a busy one's one after another, and both are the same bytes, as their
/// shared `ETag` says.
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

    /// lila-gif's JSON and a PGN, each long enough for two runs of frames (34 positions).
    @Test func aGameGIFIsTheSameBytesWhetherAWorkerIsIdleOrNot() throws {
        let pgn = try Data(contentsOf: Fixtures.example("Games/opera-game.pgn"))
        let json = Data(try Self.lilaGame(pgn).utf8)
        let quiet = try RunningService()
        defer { quiet.stop() }
        let single = try RunningService { $0.workers = 1 }
        defer { single.stop() }
        for (path, body, headers) in [("/game.gif", json, ["Content-Type": "application/json"]), ("/game.gif?width=240", pgn, [:])] {
            let twoWorkers = try quiet.http.post(path, body: body, headers: headers)
            let oneWorker = try single.http.post(path, body: body, headers: headers)
            #expect(twoWorkers.status == 200 && oneWorker.status == 200, "\(twoWorkers.text.prefix(200)) \(oneWorker.text.prefix(200))")
            #expect(twoWorkers.body == oneWorker.body && twoWorkers.header("ETag") == oneWorker.header("ETag"))
            #expect(try DecodedGIF(bytes: [UInt8](twoWorkers.body)).frames.count == 34)
        }
    }

    /// Every position of the game's first line as lila-gif's frames, each with the move to it.
    static func lilaGame(_ pgn: Data) throws -> String {
        let game = try GameFile(name: "opera-game.pgn", text: String(decoding: pgn, as: UTF8.self)).game(1)
        var position = game.game.startPosition
        var frames = [#"{"fen": "\#(position.fen)"}"#]
        for ply in game.plies {
            position = try position.playing(ply.move)
            frames.append(#"{"fen": "\#(position.fen)", "lastMove": "\#(ply.move.uci)"}"#)
        }
        return #"{"frames": [\#(frames.joined(separator: ","))]}"#
    }
}
