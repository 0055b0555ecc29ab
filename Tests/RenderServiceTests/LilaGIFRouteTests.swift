import Foundation
import Testing
import TestSupport

/// lila-gif's contract over a real socket: `GET /image.gif` and `POST /game.gif` with JSON, the
/// field names, defaults, frame sizes, one GIF frame per request frame and their delays.
@Suite("RenderService: lila-gif's API", .serialized)
struct LilaGIFRouteTests {
    @Test func imageDefaultsAndPlayers() throws {
        let running = try RunningService()
        defer { running.stop() }
        let plain = try running.http.get("/image.gif")
        #expect(plain.status == 200 && plain.header("Content-Type") == "image/gif")
        let start = try DecodedGIF(bytes: [UInt8](plain.body))
        #expect(start.width == 720 && start.height == 720 && start.frames.count == 1)
        #expect(start.comments == ["https://github.com/lichess-org/lila-gif"])
        // Named players add the bars: 720 x 840. Unknown fields are ignored, as lila-gif does.
        let named = try running.http.get("/image.gif?fen=4k3/6KP/8/8/8/8/7p/8&white=Molinari&lastMove=h6h7&check=e8&utm=x")
        let players = try DecodedGIF(bytes: [UInt8](named.body))
        #expect(players.width == 720 && players.height == 840 && players.frames.count == 1)
        #expect(named.header("ETag") != plain.header("ETag"))
    }

    /// The sprite renderer is kept between requests: one drawn with coordinates must not lend
    /// its letters to a later request without them, nor the other way round.
    @Test func coordinatesAreEachRequestsOwn() throws {
        let running = try RunningService()
        defer { running.stop() }
        let on = try DecodedGIF(bytes: [UInt8](running.http.get("/image.gif?coordinates=true").body))
        let off = try DecodedGIF(bytes: [UInt8](running.http.get("/image.gif?coordinates=false").body))
        let onAgain = try DecodedGIF(bytes: [UInt8](running.http.get("/image.gif").body))
        #expect(on.frames[0].canvas != off.frames[0].canvas)
        #expect(on.frames[0].canvas == onAgain.frames[0].canvas)
    }

    @Test func gameHasOneFramePerRequestFrameWithItsDelay() throws {
        let running = try RunningService()
        defer { running.stop() }
        let body = """
        {"white": "DrDrunkenstein", "black": "Zhigalko_Sergei", "delay": 40, "comment": "https://lichess.org/Q0iQs5Zi",
         "frames": [{}, {"fen": "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1", "lastMove": "c2c4"},
                    {"fen": "rnbqkb1r/pppppppp/5n2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 1 2", "lastMove": "g8f6", "glyph": "?!",
                     "delay": 500, "clock": {"white": 17900, "black": 18000}}]}
        """
        let reply = try running.http.post("/game.gif", body: Data(body.utf8), headers: ["Content-Type": "application/json"])
        #expect(reply.status == 200)
        let gif = try DecodedGIF(bytes: [UInt8](reply.body))
        #expect(gif.width == 720 && gif.height == 840 && gif.frames.count == 3)
        #expect(gif.frames.map(\.delay) == [40, 40, 500])
        #expect(gif.comments == ["https://lichess.org/Q0iQs5Zi"])

        let refused = try running.http.post("/game.gif", body: Data(#"{"frames": [{}, {"fen": "8/8/8"}]}"#.utf8),
                                            headers: ["Content-Type": "application/json"])
        #expect(refused.status == 400 && refused.json?["where"] as? String == "body.frames[1].fen")
        let theme = try running.http.get("/image.gif?theme=nope%1B")
        #expect(theme.status == 400 && theme.json?["where"] as? String == "theme" && !theme.body.contains(0x1B))
        // A board drawn from an image cannot be a sprite sheet: refused by name, never drawn wrong.
        let textured = try running.http.get("/image.gif?theme=walnut")
        #expect(textured.status == 400)
        #expect((textured.json?["error"] as? String)?.contains("'walnut' is drawn from a board image") == true)
    }
}
