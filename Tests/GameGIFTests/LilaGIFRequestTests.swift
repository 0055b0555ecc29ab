import ChessCore
import Foundation
import GameGIF
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

/// lila-gif's request model: its field names and defaults, its frame sizes, one GIF frame per
/// request frame with its delay, and refusals that name the field and frame.
@Suite("lila-gif requests")
struct LilaGIFRequestTests {
    static let names = LilaGIFNames(themes: ["blue", "contrast", "green", "midnight", "wood"], pieceSets: ["geometric", "staunton"])

    static func gif(_ request: LilaGIFRequest) throws -> DecodedGIF {
        let renderer = try GameGIFRenderer(style: request.style(theme: SceneFixtures.theme(request.theme),
                                                                pieces: SceneFixtures.pieces(request.pieceSet),
                                                                palettes: Fixtures.palettes()))
        return try DecodedGIF(bytes: renderer.gif(request.gifFrames, comment: request.comment))
    }

    @Test func imageDefaultsAreLilaGIFs() throws {
        let request = try LilaGIFRequest.image(query: [], names: Self.names)
        #expect(request.theme == "wood" && request.pieceSet == "staunton" && request.orientation == .white)
        #expect(request.comment == "https://github.com/lichess-org/lila-gif" && request.coordinates)
        #expect(request.frames.count == 1 && request.frames[0].board == Board.standard)
        let gif = try Self.gif(request)
        #expect(gif.width == 720 && gif.height == 720 && gif.frames.count == 1)
        #expect(gif.comments == ["https://github.com/lichess-org/lila-gif"])
    }

    @Test func imageWithPlayersIs720By840() throws {
        let request = try LilaGIFRequest.image(query: [("fen", "4k3/6KP/8/8/8/8/7p/8"), ("white", "Molinari"), ("lastMove", "h6h7"),
                                                       ("check", "e8"), ("orientation", "black"), ("theme", "blue")],
                                               names: Self.names)
        #expect(request.frames[0].lastMove == Move(from: Square("h6")!, to: Square("h7")!))
        #expect(request.frames[0].check == Square("e8") && request.orientation == .black && request.theme == "blue")
        let gif = try Self.gif(request)
        #expect(gif.width == 720 && gif.height == 840)
        // Black at the bottom: h7 is the second column from the left, second row from the bottom,
        // under the top bar; its square is lit, so it differs from plain g7... read a dark and a lit corner.
        let lit = gif.rgb(frame: 0, x: 90 + 4, y: 60 + 6 * 90 + 4), plain = gif.rgb(frame: 0, x: 90 + 4, y: 60 + 5 * 90 + 4)
        #expect(lit != plain)
    }

    @Test func gameHasOneGIFFramePerRequestFrameWithItsDelay() throws {
        let body = """
        {"white": "DrDrunkenstein", "black": "Zhigalko_Sergei", "delay": 40, "comment": "https://lichess.org/Q0iQs5Zi",
         "frames": [{}, {"fen": "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1", "lastMove": "c2c4"},
                    {"fen": "rnbqkb1r/pppppppp/5n2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 1 2", "lastMove": "g8f6", "glyph": "?!",
                     "delay": 500, "clock": {"white": 17900, "black": 18000}}]}
        """
        let request = try LilaGIFRequest.game(json: Array(body.utf8), names: Self.names)
        #expect(request.hasBars && request.frames.map(\.delay) == [40, 40, 500])
        let gif = try Self.gif(request)
        #expect(gif.width == 720 && gif.height == 840 && gif.frames.count == 3)
        #expect(gif.frames.map(\.delay) == [40, 40, 500])
        #expect(gif.comments == ["https://lichess.org/Q0iQs5Zi"])
        // c2 is empty after c4 and lit: its centre shows no piece, unlike frame 0's pawn.
        let c2 = (x: 2 * 90 + 45, y: 60 + 6 * 90 + 45)
        #expect(gif.rgb(frame: 0, x: c2.x, y: c2.y) != gif.rgb(frame: 1, x: c2.x, y: c2.y))
    }

    @Test func defaultDelayIsFiftyAndNoFrameIsUnderTwo() throws {
        let request = try LilaGIFRequest.game(json: Array(#"{"frames": [{}, {"delay": 0}]}"#.utf8), names: Self.names)
        #expect(request.frames.map(\.delay) == [50, 0] && !request.hasBars)
        let gif = try Self.gif(request)
        #expect(gif.height == 720 && gif.frames.map(\.delay) == [50, 2])
    }

    /// lila-gif's last moves: UCI with any promotion, a drop lighting its one square; the
    /// null move and anything but two squares refused.
    @Test func lastMovesAreUCISquaresOrADrop() throws {
        func lit(_ move: String) throws -> Move? {
            try LilaGIFRequest.image(query: [("lastMove", move)], names: Self.names).frames[0].lastMove
        }
        #expect(try lit("e2e4") == Move(from: Square("e2")!, to: Square("e4")!))
        #expect(try lit("e7e8q") == Move(from: Square("e7")!, to: Square("e8")!))
        #expect(try lit("a2a1k") == Move(from: Square("a2")!, to: Square("a1")!))
        #expect(try lit("N@f3") == Move(from: Square("f3")!, to: Square("f3")!))
        for bad in ["0000", "e2e9", "e2e4x", "e2", "e2e2", "Q@z1"] {
            #expect(throws: LilaGIFRequestError.self, "\(bad)") { try lit(bad) }
        }
    }

    @Test(arguments: [
        (#"{"frames": [{}, {}, {"fen": "not a fen"}]}"#, "frames[2].fen"),
        (#"{"frames": [{"lastMove": "e2e9"}]}"#, "frames[0].lastMove"),
        (#"{"frames": [{}, {"check": "z9"}]}"#, "frames[1].check"),
        (#"{"frames": [{"delay": -1}]}"#, "frames[0].delay"),
        (#"{"frames": [{"glyph": "?!?"}]}"#, "frames[0].glyph"),
        (#"{"frames": [{"clock": {"white": "1"}}]}"#, "frames[0].clock.white"),
        (#"{"frames": [], "white": "x"}"#, "frames"),
        (#"{"frames": [{}], "theme": "marble"}"#, "theme"),
        (#"{"frames": [{}], "piece": "alpha"}"#, "piece"),
        (#"{"frames": [{}], "orientation": "up"}"#, "orientation"),
    ])
    func refusalsNameTheField(body: String, field: String) {
        #expect {
            _ = try LilaGIFRequest.game(json: Array(body.utf8), names: Self.names)
        } throws: { error in
            String(describing: error).hasPrefix(field)
        }
    }

    /// An unknown theme is answered with every name that would have worked, ours and lila's,
    /// each once: "blue" is both.
    @Test func anUnknownThemeListsEachAcceptedNameOnce() {
        #expect(throws: LilaGIFRequestError.unknownTheme("marble", known: ["blue", "brown", "contrast", "green", "ic", "midnight", "wood"])) {
            try LilaGIFRequest.game(json: Array(#"{"frames": [{}], "theme": "marble"}"#.utf8), names: Self.names)
        }
    }

    @Test func capsAreEnforced() throws {
        let long = String(repeating: "é", count: 51)
        #expect(throws: LilaGIFRequestError.tooLong(field: "white", frame: nil, bytes: 102, limit: 100)) {
            try LilaGIFRequest.game(json: Array(#"{"frames": [{}], "white": "\#(long)"}"#.utf8), names: Self.names)
        }
        let frames = "[" + Array(repeating: "{}", count: LilaGIFRequest.frameLimit + 1).joined(separator: ",") + "]"
        #expect(throws: LilaGIFRequestError.tooManyFrames(count: LilaGIFRequest.frameLimit + 1, limit: LilaGIFRequest.frameLimit)) {
            try LilaGIFRequest.game(json: Array(#"{"frames": \#(frames)}"#.utf8), names: Self.names)
        }
    }
}
