import Foundation
import RenderService
import Testing
import TestSupport

/// Every still route over a real socket, its answer decoded and compared with what the CLI
/// writes for the same request, so the server and the tool cannot drift apart.
@Suite("RenderService routes", .serialized)
struct ServiceRouteTests {
    /// The CLI's own bytes for `arguments` (written with `-o -`), with no user settings.
    static func cli(_ arguments: [String]) throws -> Data {
        var environment = RunningService.environment
        environment["CHESS_MOTION_SETTINGS"] = "/nonexistent/settings.json"
        let result = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: environment)
            .run(arguments + ["-o", "-", "--quiet"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutData
    }

    @Test func boardIsTheCLIsBoard() throws {
        let running = try RunningService()
        defer { running.stop() }
        let reply = try running.http.get("/board.png?moves=e4%20e5%20Nf3&coordinates=1&orientation=black&theme=wood")
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "image/png")
        let served = try LibPNG.decode(reply.body)
        let drawn = try LibPNG.decode(Self.cli(["board", "--moves", "e4 e5 Nf3", "--coordinates", "--flip", "--theme", "wood",
                                                "--width", "360"]))
        // web-boardimage's default size, where the CLI's is twice the box.
        #expect(served.width == 360 && served.height == 360)
        #expect(served.pixels == drawn.pixels)
        // Another position is another picture.
        let start = try LibPNG.decode(running.http.get("/board.png?theme=wood&orientation=black&coordinates=1").body)
        #expect(start.pixels != served.pixels)
    }

    /// `moves` is read by the CLI's own reader: PGN decorations and commas alike, the same
    /// picture, and a variation refused in the same words.
    @Test func boardMovesAreReadAsTheCLIReadsThem() throws {
        let running = try RunningService()
        defer { running.stop() }
        let typed = "1.e4 e5, 2. Nf3 {develops} $1 *"
        let reply = try running.http.get("/board.png?moves=" + typed.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
        #expect(reply.status == 200, "\(reply.text.prefix(300))")
        let drawn = try LibPNG.decode(Self.cli(["board", "--moves", typed, "--width", "360"]))
        #expect(try LibPNG.decode(reply.body).pixels == drawn.pixels)
        let variation = try running.http.get("/board.png?moves=e4%20(d4)%20e5")
        #expect(variation.status == 400 && variation.json?["where"] as? String == "query.moves")
        let refused = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: RunningService.environment)
            .run(["board", "--moves", "e4 (d4) e5", "-o", "-"], timeout: 60)
        let reason = try #require(variation.json?["error"] as? String).replacingOccurrences(of: "parameter 'moves': ", with: "")
        #expect(refused.status != 0 && reason.contains("only a main line") && refused.stderr.contains(reason), "\(refused.stderr)")
    }

    @Test func boardFormatsAndSize() throws {
        let running = try RunningService()
        defer { running.stop() }
        let sized = try running.http.get("/board.png?size=200")
        #expect(try LibPNG.decode(sized.body).width == 200)
        let svg = try running.http.get("/board.svg")
        #expect(svg.header("Content-Type") == "image/svg+xml" && svg.text.contains("<svg"))
        let jpeg = try running.http.get("/board.jpg?quality=50")
        #expect(jpeg.header("Content-Type") == "image/jpeg" && jpeg.body.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        let webp = try running.http.get("/board.webp")
        #expect(webp.body.count > 12 && String(decoding: webp.body[8..<12], as: UTF8.self) == "WEBP")
    }

    @Test func sceneIsTheCLIsStill() throws {
        let running = try RunningService()
        defer { running.stop() }
        let reply = try running.http.get("/scenes/coins.png?t=1.5&scheme=dark&width=300")
        #expect(reply.status == 200)
        let served = try LibPNG.decode(reply.body)
        let drawn = try LibPNG.decode(Self.cli(["still", "coins", "--t", "1.5", "--scheme", "dark", "--width", "300"]))
        #expect(served.width == drawn.width && served.height == drawn.height)
        #expect(served.pixels == drawn.pixels)
    }

    @Test func postedScriptIsDrawnAndValidated() throws {
        let running = try RunningService()
        defer { running.stop() }
        let script = try Data(contentsOf: Fixtures.example("Scenes/castling.scene"))
        let still = try running.http.post("/still.png?width=240", body: script)
        #expect(still.status == 200)
        let served = try LibPNG.decode(still.body)
        let drawn = try LibPNG.decode(Self.cli(["still", Fixtures.example("Scenes/castling.scene").path, "--width", "240"]))
        #expect(served.pixels == drawn.pixels)

        let valid = try running.http.post("/validate", body: script)
        let validFile = (valid.json?["files"] as? [[String: Any]])?.first
        #expect(valid.status == 200 && validFile?["valid"] as? Bool == true && validFile?["file"] as? String == "body")
        let broken = try Data(contentsOf: Fixtures.example("Broken/bad-fen.scene"))
        let report = try running.http.post("/validate", body: broken)
        let brokenFile = (report.json?["files"] as? [[String: Any]])?.first
        let first = (brokenFile?["diagnostics"] as? [[String: Any]])?.first
        #expect(brokenFile?["valid"] as? Bool == false)
        #expect(first?["line"] as? Int == 6 && first?["column"] as? Int == 31)
        // The CLI's `validate --json` of the same script from standard input, byte for byte.
        let cli = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: RunningService.environment)
            .run(["validate", "-", "--json"], stdin: .text(String(decoding: broken, as: UTF8.self)), timeout: 60)
        #expect(cli.stdout.contains(#""<stdin>""#))
        #expect(report.text == cli.stdout.replacingOccurrences(of: #""<stdin>""#, with: #""body""#))
        // Drawing a broken script is a 400 naming the body's line and column.
        let refused = try running.http.post("/still.png", body: broken)
        #expect(refused.status == 400 && refused.json?["where"] as? String == "body:6:31")
    }

    @Test func healthReadyAndMetrics() throws {
        let running = try RunningService()
        defer { running.stop() }
        #expect(try running.http.get("/healthz").status == 200)
        #expect(try running.http.get("/readyz").status == 200)
        _ = try running.http.get("/board.svg")
        _ = try running.http.get("/board.svg?fen=nonsense")
        let metrics = try running.http.get("/metrics").text
        #expect(metrics.contains(#"chess_motion_requests_total{route="board",status="200"} 1"#))
        #expect(metrics.contains(#"chess_motion_requests_total{route="board",status="400"} 1"#))
        // Both went to a worker: a FEN is read where the board is drawn.
        #expect(metrics.contains(#"chess_motion_render_seconds_count 2"#))
        #expect(metrics.contains("chess_motion_queue_depth 0"))
    }
}

/// `POST /game.gif`: a PGN body answered with the GIF `render GAME.pgn --frames moves` writes.
@Suite("RenderService games", .serialized)
struct ServiceGameTests {
    /// 240 is composed from sprites (squares of whole pixels), 250 drawn frame by frame.
    @Test(arguments: [240, 250])
    func gameGIFIsTheCLIsGIF(width: Int) throws {
        let running = try RunningService()
        defer { running.stop() }
        let pgn = Fixtures.example("Games/opera-game.pgn")
        let reply = try running.http.post("/game.gif?every=0.3&flip=1&width=\(width)", body: try Data(contentsOf: pgn),
                                          headers: ["Content-Type": "application/x-chess-pgn"])
        #expect(reply.status == 200 && reply.header("Content-Type") == "image/gif")
        let folder = try TemporaryFolder().url
        let written = folder.appendingPathComponent("opera.gif")
        var environment = RunningService.environment
        environment["CHESS_MOTION_SETTINGS"] = "/nonexistent/settings.json"
        let result = try ProcessRunner(Fixtures.url(".build/debug/chess-motion"), environment: environment)
            .run(["render", pgn.path, "--frames", "moves", "--every", "0.3", "--flip", "--width", String(width), "--quiet", "-o", written.path],
                 timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let served = try DecodedGIF(bytes: [UInt8](reply.body)), drawn = try DecodedGIF(contentsOf: written)
        #expect(served.width == width && served.width == drawn.width && served.height == drawn.height)
        #expect(served.frames.count == drawn.frames.count && served.frames.count > 30)
        #expect(served.frames.map(\.delay) == drawn.frames.map(\.delay))
        #expect(served.frames.dropLast().allSatisfy { $0.delay == 30 })
        #expect(zip(served.frames, drawn.frames).allSatisfy { $0.canvas == $1.canvas })
        // No temporary file of the request is left behind.
        #expect(running.leftovers.isEmpty)
    }

    /// The second GIF in a look composes over the sprite sheet the first drew, and is the same
    /// bytes, with another look's GIF between them.
    @Test func aGameGIFInALookAskedForBeforeIsTheSameBytes() throws {
        let running = try RunningService()
        defer { running.stop() }
        let pgn = try Data(contentsOf: Fixtures.example("Games/opera-game.pgn"))
        let first = try running.http.post("/game.gif?width=240", body: pgn)
        let flipped = try running.http.post("/game.gif?width=240&flip=1", body: pgn)
        let second = try running.http.post("/game.gif?width=240", body: pgn)
        #expect(first.status == 200 && flipped.status == 200 && second.status == 200)
        #expect(second.body == first.body && flipped.body != first.body)
        #expect(try DecodedGIF(bytes: [UInt8](second.body)).frames.count == 34)
    }

    @Test func gameErrorsAndFrameCap() throws {
        let running = try RunningService { $0.frameLimit = 10 }
        defer { running.stop() }
        let long = try running.http.post("/game.gif", body: try Data(contentsOf: Fixtures.example("Games/opera-game.pgn")))
        #expect(long.status == 400 && long.json?["where"] as? String == "query.frames")
        let illegal = try running.http.post("/game.gif", body: Data("1. e4 e4 *".utf8))
        #expect(illegal.status == 400 && illegal.json?["where"] as? String == "body")
        #expect(try running.http.post("/game.gif?game=2", body: Data("1. e4 *".utf8)).status == 400)
    }
}
