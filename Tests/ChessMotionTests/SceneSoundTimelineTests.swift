import ChessMotion
import ChessScenes
import Foundation
import TestSupport
import Testing

@Suite("Every scene's sound timeline, found through PreparedScene")
struct SceneSoundTimelineTests {
    /// Each built-in scene and a script has a timeline; a move's cue carries its ply and sounds
    /// at its piece's arrival on the board timeline.
    @Test func everySceneHasATimelineAndMovesSoundAtTheirArrival() throws {
        let settings = try ResolvedSettings(settingsFile: "/nonexistent/settings.json")
        for name in ["coins", "clock", "bots", Fixtures.url("Examples/Scenes/scholars-mate.scene").path,
                     Fixtures.url("Examples/Games/opera-game.pgn").path] {
            let prepared = try PreparedScene(name, settings: settings)
            let timeline = try #require(prepared.soundTimeline, "\(name)")
            #expect(!timeline.cues.isEmpty, "\(name)")
            #expect(timeline.cues.allSatisfy { (0...prepared.scene.duration).contains($0.time) }, "\(name)")
        }
        let bots = try #require(try PreparedScene("bots", settings: settings).scene as? BotsScene)
        let cues = bots.soundTimeline.cues
        #expect(cues.first?.sound == .tap && cues.first?.time == bots.plan.pickAt)
        let moves = cues.filter { $0.ply != nil }
        #expect(moves.map(\.ply) == Array(bots.timeline.steps.indices))
        #expect(moves.map(\.time) == bots.timeline.steps.indices.map { bots.timeline.arrivalTime(ofMove: $0) })
    }
}
