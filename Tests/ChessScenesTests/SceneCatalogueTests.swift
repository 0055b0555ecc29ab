import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SnapshotSupport
import Testing

@Suite("Scene catalogue")
struct SceneCatalogueTests {
    @Test func itListsCoinsBotsAndClock() {
        #expect(SceneCatalogue.names == ["coins", "bots", "clock"])
        #expect(SceneCatalogue.entry(named: "nosuch") == nil)
    }

    @Test func theBotsEntryDrawsWithTheAssetsItIsGiven() throws {
        let entry = try #require(SceneCatalogue.entry(named: "bots"))
        let scene = try #require(try entry.make(SceneFixtures.assets(style: .monogram)) as? BotsScene)
        #expect(scene.avatarStyle == .monogram && scene.theme.name == "green" && scene.pieces.name == "staunton")
    }

    /// Assets are fetched only by the scenes that use them: a theme that fails to load stops
    /// the bots scene with that error and leaves coins and clock alone.
    @Test func aFailingAssetOnlyStopsTheScenesThatUseIt() throws {
        struct Broken: Error {}
        let pieces = try SceneFixtures.pieces(), roster = try SceneFixtures.roster()
        let assets = SceneAssets(theme: { throw Broken() }, pieces: { pieces }, avatarStyle: { .glyph }, bots: { roster })
        for name in ["coins", "clock"] {
            #expect(throws: Never.self) { _ = try SceneCatalogue.entry(named: name)?.make(assets) }
        }
        #expect(throws: Broken.self) { _ = try SceneCatalogue.entry(named: "bots")?.make(assets) }
    }
}
