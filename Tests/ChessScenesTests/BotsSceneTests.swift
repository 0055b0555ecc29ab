import BoardKit
import ChessCore
import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Bots scene: building")
struct BotsSceneTests {
    /// The built-in plan with one change.
    func plan(_ change: (inout BotsIntroPlan) -> Void = { _ in }) throws -> BotsIntroPlan {
        var plan = try SceneFixtures.botsScene().plan
        change(&plan)
        return plan
    }

    func scene(_ plan: BotsIntroPlan) throws -> BotsScene {
        try BotsScene(plan: plan, theme: SceneFixtures.theme(), pieces: SceneFixtures.pieces(), roster: SceneFixtures.roster(),
                      words: SceneFixtures.words())
    }

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
            _ = try scene(plan { $0.moves = moves })
            Issue.record("built a scene with an illegal move")
        } catch let error as BotsSceneError {
            guard case .invalidMoves(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.move?.index == 1)
            #expect(error.description.contains("1... e2-e5"), "\(error)")
        }
    }

    @Test func movesOutOfOrderAreRefused() throws {
        let moves = [TimedMove("e2", "e4", at: 3.65), TimedMove("e7", "e5", at: 2.75)]
        #expect(throws: BotsSceneError.self) { try scene(plan { $0.moves = moves }) }
    }

    @Test func anUnknownBotIsAnErrorThatSuggestsTheNearestId() throws {
        #expect(throws: BotsSceneError.unknownBot("sofa", known: ["pip", "sofia", "viktor", "noor", "kenji"])) {
            try scene(plan { $0.rivals = ["pip", "sofa"]; $0.pick = "pip" })
        }
        let error = BotsSceneError.unknownBot("sofa", known: ["pip", "sofia", "viktor"])
        #expect(error.description.hasPrefix("no bot has the id 'sofa'; did you mean 'sofia'?"), "\(error)")
    }

    @Test func thePickMustBeARivalAndTheRowHoldsOneToFour() throws {
        #expect(throws: BotsSceneError.pickNotARival("kenji", rivals: ["pip", "sofia", "viktor"])) {
            try scene(plan { $0.pick = "kenji" })
        }
        #expect(throws: BotsSceneError.rivalCount(5)) {
            try scene(plan { $0.rivals = ["pip", "sofia", "viktor", "noor", "kenji"] })
        }
    }

    /// Any bot of the roster can be picked, in any card order.
    @Test func anyRosterBotCanBePickedFromAnyPlace() throws {
        let made = try scene(plan { $0.rivals = ["kenji", "noor", "pip", "viktor"]; $0.pick = "noor" })
        #expect(made.rivals.map(\.id) == ["kenji", "noor", "pip", "viktor"])
        #expect(made.pickedIndex == 1 && made.picked.name == "Noor")
    }

    /// Beats after the pick follow it; the cards' entry does not.
    @Test func aLaterPickShiftsEveryBeatAfterIt() throws {
        let early = try scene(plan()), late = try scene(plan { $0.pickAt = 2.0 })
        #expect(late.plan.shift == 2.0 - 1.35)
        #expect(abs(late.mainSpring!.start - (early.mainSpring!.start + 0.65)) < 1e-12)
        let renderer = { (scene: BotsScene) in try SceneFixtures.renderer(scene) }
        let size = PixelSize(width: 360, height: 280)
        // Before either pick, the frames agree: the cards rise in on the same clock.
        #expect(try renderer(early).raster(at: 1.0, size: size) == renderer(late).raster(at: 1.0, size: size))
        // The late scene at t + 0.65 draws the design's card slide as the early one does at t
        // (the board, which follows its moves, is not up yet at 1.9).
        #expect(try renderer(early).raster(at: 1.9, size: size) == renderer(late).raster(at: 1.9 + 0.65, size: size))
    }

    @Test func theLoopIsSeamlessAndFramesAreDeterministic() throws {
        let scene = try SceneFixtures.botsScene()
        let renderer = try SceneFixtures.renderer(scene)
        let size = PixelSize(width: 360, height: 280)
        #expect(try renderer.raster(at: 0, size: size) == renderer.raster(at: scene.duration, size: size))
        #expect(try renderer.raster(at: 3.0, size: size) == renderer.raster(at: 3.0, size: size))
    }
}
