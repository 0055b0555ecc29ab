import Foundation
import RenderService
import Testing
import TestSupport

/// The clip routes over a real socket, each answer read back (giflib for a GIF, ffprobe for a
/// video) and compared with the file `chess-motion render` writes for the same request.
@Suite("RenderService clips", .serialized)
struct ServiceClipTests {
    /// What `render ARGUMENTS -o FILE` writes, with no user settings.
    static func rendered(_ arguments: [String], named name: String) throws -> URL {
        let written = try TemporaryFolder().url.appendingPathComponent(name)
        var environment = RunningService.environment
        environment["CHESS_MOTION_SETTINGS"] = "/nonexistent/settings.json"
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let result = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: environment)
            .run(["render"] + arguments + ["--quiet", "-o", written.path], timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        return written
    }

    /// The body of a reply, kept as a file for ffprobe.
    static func saved(_ reply: ServiceHTTP.Reply, named name: String) throws -> URL {
        let url = try TemporaryFolder().url.appendingPathComponent(name)
        try reply.body.write(to: url)
        return url
    }

    @Test func sceneGIFIsTheCLIsGIF() throws {
        let running = try RunningService()
        defer { running.stop() }
        let reply = try running.http.get("/scenes/coins.gif?playback=loop&fps=10&width=120&scheme=dark")
        #expect(reply.status == 200 && reply.header("Content-Type") == "image/gif")
        let served = try DecodedGIF(bytes: [UInt8](reply.body))
        let drawn = try DecodedGIF(contentsOf: Self.rendered(["coins", "--playback", "loop", "--fps", "10", "--width", "120",
                                                              "--scheme", "dark"], named: "coins.gif"))
        #expect(served.width == 120 && served.width == drawn.width && served.height == drawn.height)
        #expect(served.frames.count == drawn.frames.count && served.frames.count > 5)
        #expect(served.frames.map(\.delay) == drawn.frames.map(\.delay))
        #expect(zip(served.frames, drawn.frames).allSatisfy { $0.canvas == $1.canvas })
        #expect(served.loopCount == 0)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }

    @Test(.requires(.ffmpeg, .ffprobe)) func videosAreTheCLIsVideos() throws {
        let running = try RunningService()
        defer { running.stop() }
        let mp4 = try running.http.get("/scenes/coins.mp4?playback=loop&fps=10&width=120")
        #expect(mp4.status == 200 && mp4.header("Content-Type") == "video/mp4")
        let servedMP4 = try Self.saved(mp4, named: "served.mp4")
        let drawnMP4 = try Self.rendered(["coins", "--playback", "loop", "--fps", "10", "--width", "120"], named: "coins.mp4")
        let video = try VideoProbe.read(servedMP4)
        #expect(video == (try VideoProbe.read(drawnMP4)))
        #expect(video.codec == "h264" && video.width == 120 && video.frames > 5)
        #expect(abs(try VideoProbe.duration(servedMP4) - Double(video.frames) / 10) < 0.15)

        let script = Fixtures.example("Scenes/castling.scene")
        let webm = try running.http.post("/render.webm?fps=10&width=120&playback=once", body: try Data(contentsOf: script))
        #expect(webm.status == 200 && webm.header("Content-Type") == "video/webm")
        let servedWebM = try VideoProbe.read(Self.saved(webm, named: "served.webm"))
        let drawnWebM = try VideoProbe.read(Self.rendered([script.path, "--fps", "10", "--width", "120", "--playback", "once"],
                                                          named: "castling.webm"))
        #expect(servedWebM == drawnWebM && servedWebM.codec == "vp9")

        let pgn = Fixtures.example("Games/opera-game.pgn")
        let game = try running.http.post("/game.mp4?fps=10&width=120&flip=1", body: try Data(contentsOf: pgn),
                                         headers: ["Content-Type": "application/x-chess-pgn"])
        #expect(game.status == 200 && game.header("Content-Type") == "video/mp4")
        let servedGame = try VideoProbe.read(Self.saved(game, named: "game.mp4"))
        let drawnGame = try VideoProbe.read(Self.rendered([pgn.path, "--fps", "10", "--width", "120", "--flip"], named: "game.mp4"))
        #expect(servedGame == drawnGame && servedGame.frames > 30)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }

    @Test func capsAndRefusals() throws {
        let running = try RunningService { $0.frameLimit = 20 }
        defer { running.stop() }
        // coins looped at 50 fps is far more than 20 frames: refused before a frame is drawn.
        let long = try running.http.get("/scenes/coins.gif?playback=loop")
        #expect(long.status == 400 && long.json?["where"] as? String == "query.frames")
        let opaque = try running.http.get("/scenes/coins.mp4?transparent=1&fps=1")
        #expect(opaque.status == 400 && opaque.json?["where"] as? String == "query.transparent")
        let noCRF = try running.http.get("/scenes/coins.mov?quality=20&fps=1")
        #expect(noCRF.status == 400 && noCRF.json?["where"] as? String == "query.quality")
        #expect(try running.http.get("/scenes/coins.gif?t=1").json?["where"] as? String == "query.t")
        #expect(try running.http.get("/board.gif").status == 400)
        #expect(try running.http.post("/render.png", body: Data()).status == 400)
        #expect(try running.http.post("/game.mov", body: Data("1. e4 *".utf8)).status == 400)
        #expect(try running.http.get("/render.gif").status == 405)
        #expect(running.leftovers.isEmpty, "\(running.leftovers)")
    }
}
