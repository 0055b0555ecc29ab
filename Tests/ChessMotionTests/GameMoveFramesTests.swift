import ChessMotion
import Foundation
import TestSupport
import Testing

/// A game one frame per position, as the library makes it for any caller.
@Suite("A game as one GIF frame per position")
struct GameMoveFramesTests {
    static func opera() throws -> GameScene {
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        return try #require(PreparedScene(Fixtures.example("Games/opera-game.pgn").path, settings: settings).scene as? GameScene)
    }

    /// Chromium and Firefox show a frame of under 2 hundredths for 10: no delay is written below 2.
    @Test(arguments: [0.0, 0.001, 0.014])
    func noDelayIsUnderTwoHundredths(delay: Double) throws {
        let frames = GameMoveFrames(scene: try Self.opera(), delay: delay)
        #expect(frames.delays.dropLast().allSatisfy { $0 == 2 }, "\(frames.delays.prefix(3))")
    }

    /// One instant per position, whole numbers from the start position to the last ply.
    @Test func oneFramePerPosition() throws {
        let scene = try Self.opera()
        let frames = GameMoveFrames(scene: scene, delay: 0.5)
        #expect(frames.instants == (0...scene.game.plies.count).map(Double.init))
        #expect(frames.delays.dropLast().allSatisfy { $0 == 50 } && frames.delays.last == 300)
    }
}
