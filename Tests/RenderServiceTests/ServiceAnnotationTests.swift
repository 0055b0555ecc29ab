import Foundation
import MotionKit
import RenderService
import Testing
import TestSupport

/// The board's marks and switches as parameters (`arrows`, `circles`, `fills`, `check`,
/// `annotations`), answered over a real socket and compared with the CLI's `--arrow`,
/// `--circle`, `--fill`, `--no-check` and `--no-annotations`.
@Suite("RenderService marks", .serialized)
struct ServiceAnnotationTests {
    /// The centre of a square of a 660-pixel board (80-pixel squares in a 10-pixel margin),
    /// white at the bottom: the CLI's default, asked of the service with `size=660`.
    static func centre(file: Int, rank: Int) -> (x: Int, y: Int) { (10 + file * 80 + 40, 10 + (8 - rank) * 80 + 40) }

    @Test func marksAreDrawnWhereTheCLIDrawsThem() throws {
        let running = try RunningService()
        defer { running.stop() }
        let plain = try LibPNG.decode(running.http.get("/board.png?size=660").body)
        let reply = try running.http.get("/board.png?size=660&arrows=e2e4:red,g1f3&circles=d5&fills=a3:yellow")
        #expect(reply.status == 200)
        let marked = try LibPNG.decode(reply.body)
        // e3 lies under the red arrow e2e4: redder than the bare square.
        let e3 = Self.centre(file: 4, rank: 3)
        let bare = plain.color(x: e3.x, y: e3.y), red = marked.color(x: e3.x, y: e3.y)
        #expect(red.red - red.green > bare.red - bare.green + 0.1, "\(bare) \(red)")
        // a3 is washed in yellow: less blue than before.
        let a3 = Self.centre(file: 0, rank: 3)
        #expect(marked.color(x: a3.x, y: a3.y).blue < plain.color(x: a3.x, y: a3.y).blue - 0.1)
        // c3, which no mark touches, is as it was.
        let c3 = Self.centre(file: 2, rank: 3)
        #expect(marked.color(x: c3.x, y: c3.y) == plain.color(x: c3.x, y: c3.y))
        let drawn = try LibPNG.decode(ServiceRouteTests.cli(["board", "--arrow", "e2e4:red", "--arrow", "g1f3", "--circle", "d5",
                                                             "--fill", "a3:yellow"]))
        #expect(marked.pixels == drawn.pixels)
    }

    @Test func checkCanBeLeftUnmarked() throws {
        let running = try RunningService()
        defer { running.stop() }
        let checked = try LibPNG.decode(running.http.get("/board.png?size=660&moves=f3%20e5%20g4%20Qh4").body)
        let unchecked = try LibPNG.decode(running.http.get("/board.png?size=660&moves=f3%20e5%20g4%20Qh4&check=false").body)
        #expect(checked.pixels != unchecked.pixels)
        #expect(unchecked.pixels == (try LibPNG.decode(ServiceRouteTests.cli(["board", "--moves", "f3 e5 g4 Qh4", "--no-check"]))).pixels)
    }

    @Test func badMarksAreRefusedByName() throws {
        let running = try RunningService()
        defer { running.stop() }
        let long = try running.http.get("/board.png?arrows=e2e4e6")
        #expect(long.status == 400 && long.json?["where"] as? String == "query.arrows")
        let colour = try running.http.get("/board.png?circles=d5:pink")
        #expect(colour.status == 400 && colour.json?["where"] as? String == "query.circles")
        #expect((colour.json?["error"] as? String)?.contains("unknown colour 'pink'") == true)
        #expect(try running.http.get("/board.png?check=maybe").status == 400)
    }

    @Test func gameMarksFollowTheSwitches() throws {
        let running = try RunningService()
        defer { running.stop() }
        let pgn = Fixtures.example("Games/lichess-arrows.pgn")
        let body = try Data(contentsOf: pgn), headers = ["Content-Type": "application/x-chess-pgn"]
        let shown = try DecodedGIF(bytes: [UInt8](running.http.post("/game.gif?width=240", body: body, headers: headers).body))
        let hiddenReply = try running.http.post("/game.gif?width=240&annotations=false", body: body, headers: headers)
        #expect(hiddenReply.status == 200)
        let hidden = try DecodedGIF(bytes: [UInt8](hiddenReply.body))
        #expect(shown.frames.count == hidden.frames.count)
        #expect(zip(shown.frames, hidden.frames).contains { $0.canvas != $1.canvas })
        let written = try TemporaryFolder().url.appendingPathComponent("hidden.gif")
        var environment = RunningService.environment
        environment["CHESS_MOTION_SETTINGS"] = "/nonexistent/settings.json"
        let result = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: environment)
            .run(["render", pgn.path, "--frames", "moves", "--width", "240", "--no-annotations", "--quiet", "-o", written.path],
                 timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let drawn = try DecodedGIF(contentsOf: written)
        #expect(zip(hidden.frames, drawn.frames).allSatisfy { $0.canvas == $1.canvas } && hidden.frames.count == drawn.frames.count)
    }
}
