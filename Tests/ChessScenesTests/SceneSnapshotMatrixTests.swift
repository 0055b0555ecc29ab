import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import SceneTestSupport
import TestSupport
import Testing

/// The committed references: every scene at its still time in light and dark on every
/// posture, and the bots scene in every avatar style and across themes and piece sets.
/// `make snapshots` re-records them; references are half the posture's screen size.
@Suite("Snapshot matrix")
struct SceneSnapshotMatrixTests {
    @Test(arguments: ["coins", "bots", "clock"], DevicePosture.allCases)
    func everySceneOnEveryPostureInBothSchemes(scene name: String, posture: DevicePosture) throws {
        let scene = try #require(SceneCatalogue.entry(named: name)).make(SceneFixtures.assets())
        for scheme in ColorScheme.allCases {
            let image = try SceneFixtures.renderer(scene, scheme: scheme, posture: posture)
                .raster(at: scene.stillTime, size: SceneFixtures.referenceSize(posture))
            try Snapshot.assertMatches(image, named: "\(name)-\(posture.rawValue)-\(scheme.rawValue)")
        }
    }

    @Test(arguments: AvatarStyle.allCases)
    func theBotsSceneInEveryAvatarStyle(style: AvatarStyle) throws {
        let scene = try SceneFixtures.botsScene(style: style)
        for scheme in ColorScheme.allCases {
            let image = try SceneFixtures.renderer(scene, scheme: scheme).raster(at: scene.stillTime, size: SceneFixtures.referenceSize(.phone))
            try Snapshot.assertMatches(image, named: "bots-avatars-\(style.rawValue)-\(scheme.rawValue)")
        }
    }

    @Test(arguments: ["green", "wood"], ["staunton", "geometric"])
    func theBotsSceneAcrossThemesAndPieceSets(theme: String, pieces: String) throws {
        let scene = try SceneFixtures.botsScene(theme: theme, pieces: pieces)
        let image = try SceneFixtures.renderer(scene).raster(at: scene.stillTime, size: SceneFixtures.referenceSize(.phone))
        try Snapshot.assertMatches(image, named: "bots-board-\(theme)-\(pieces)")
    }

    @Test func midnightIsMadeForDarkMode() throws {
        let scene = try SceneFixtures.botsScene(theme: "midnight", pieces: "geometric", style: .glyph)
        let image = try SceneFixtures.renderer(scene, scheme: .dark).raster(at: scene.stillTime, size: SceneFixtures.referenceSize(.phone))
        try Snapshot.assertMatches(image, named: "bots-board-midnight-geometric-dark")
    }
}
