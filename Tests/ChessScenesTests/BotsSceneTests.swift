import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SnapshotSupport
import Testing

@Suite("Bots scene: building")
struct BotsSceneTests {
    @Test func itKeepsDesignTimings() throws {
        let scene = try SceneFixtures.botsScene()
        #expect(scene.duration == 6 && scene.stillTime == 4.6 && scene.speed == 1.2)
        #expect(scene.rivals.map(\.name) == ["Pip", "Sofía", "Viktor"])
        #expect(scene.picked.name == "Sofía")
        #expect(scene.timeline.steps.map(\.san) == ["e4", "e5"])
        #expect(scene.timeline.steps.map(\.instant) == [2.75, 3.65])
    }

    @Test func anIllegalMoveIsAnErrorNamingTheMoveNotACrash() throws {
        let moves = [TimedMove("e2", "e4", at: 2.75), TimedMove("e2", "e5", at: 3.65)]
        do {
            _ = try BotsScene(theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), bots: SceneFixtures.roster().bots, moves: moves)
            Issue.record("built a scene with an illegal move")
        } catch let error as BotsSceneError {
            guard case .invalidMoves(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.move?.index == 1)
            #expect(error.description.contains("1... e2-e5"), "\(error)")
        }
    }

    @Test func movesOutOfOrderAreRefused() throws {
        let moves = [TimedMove("e2", "e4", at: 3.65), TimedMove("e7", "e5", at: 2.75)]
        #expect(throws: BotsSceneError.self) {
            try BotsScene(theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), bots: SceneFixtures.roster().bots, moves: moves)
        }
    }

    @Test func aRosterWithoutAnIntermediateBotIsAnError() throws {
        let bots = try SceneFixtures.roster().bots.filter { $0.level != .intermediate }
        #expect(throws: BotsSceneError.missingLevel(.intermediate, bots: ["Pip", "Viktor"])) {
            try BotsScene(theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), bots: bots)
        }
    }

    @Test func theRivalsAreTakenByLevelWhateverTheFileOrder() throws {
        let bots = try SceneFixtures.roster().bots.reversed()
        let scene = try BotsScene(theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), bots: Array(bots))
        #expect(scene.rivals.map(\.level) == [.beginner, .intermediate, .advanced])
    }

    @Test func theLoopIsSeamlessAndFramesAreDeterministic() throws {
        let scene = try SceneFixtures.botsScene()
        let renderer = try SceneFixtures.renderer(scene)
        let size = PixelSize(width: 360, height: 280)
        #expect(try renderer.raster(at: 0, size: size) == renderer.raster(at: scene.duration, size: size))
        #expect(try renderer.raster(at: 3.0, size: size) == renderer.raster(at: 3.0, size: size))
    }
}
