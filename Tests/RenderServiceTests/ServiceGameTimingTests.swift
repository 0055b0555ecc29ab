import Foundation
import Testing
import TestSupport

/// `every` on the game routes, read as `render`'s --every: seconds between moves or `real`,
/// for the videos' spacing and the GIF's holds alike, each answer compared with the CLI's file.
@Suite("RenderService game timing", .serialized)
struct ServiceGameTimingTests {
    @Test(.requires(.ffmpeg, .ffprobe)) func aGameVideoIsSpacedByEvery() throws {
        let running = try RunningService()
        defer { running.stop() }
        let pgn = Fixtures.example("Games/opera-game.pgn")
        var durations: [Double] = []
        for every in ["0.2", "0.6"] {
            let reply = try running.http.post("/game.mp4?every=\(every)&fps=5&width=96&playback=once", body: try Data(contentsOf: pgn))
            #expect(reply.status == 200 && reply.header("Content-Type") == "video/mp4", "\(reply.text.prefix(300))")
            let served = try VideoProbe.duration(ServiceClipTests.saved(reply, named: "every-\(every).mp4"))
            let drawn = try VideoProbe.duration(ServiceClipTests.rendered([pgn.path, "--every", every, "--fps", "5", "--width", "96", "--playback", "once"],
                                                                          named: "every-\(every).mp4"))
            #expect(abs(served - drawn) < 0.05, "every=\(every): served \(served) s, render wrote \(drawn) s")
            durations.append(served)
        }
        // Played once, the game's 33 plies 0.4 s further apart each: 12.8 s longer.
        let plies = 33.0
        #expect(abs((durations[1] - durations[0]) - 0.4 * (plies - 1)) < 1, "\(durations)")
        let refused = try running.http.post("/game.webm?every=0.01", body: try Data(contentsOf: pgn))
        #expect(refused.status == 400 && refused.json?["where"] as? String == "query.every")
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }

    @Test func aGameGIFTakesRealPace() throws {
        let running = try RunningService()
        defer { running.stop() }
        let pgn = Fixtures.example("Games/lichess-clocks.pgn")
        let reply = try running.http.post("/game.gif?every=real&width=240", body: try Data(contentsOf: pgn))
        #expect(reply.status == 200, "\(reply.text.prefix(300))")
        let served = try DecodedGIF(bytes: [UInt8](reply.body))
        let drawn = try DecodedGIF(contentsOf: ServiceClipTests.rendered([pgn.path, "--frames", "moves", "--every", "real", "--width", "240"],
                                                                         named: "real.gif"))
        #expect(served.frames.map(\.delay) == drawn.frames.map(\.delay))
        // The players' own pace: not one even hold.
        #expect(Set(served.frames.dropLast().map(\.delay)).count > 1, "\(served.frames.map(\.delay))")
        let tooLong = try running.http.post("/game.gif?every=700", body: try Data(contentsOf: pgn))
        #expect(tooLong.status == 400 && tooLong.json?["where"] as? String == "query.every")
    }
}
