import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import SceneTestSupport
import TestSupport
import Testing

/// The built-in scenes in another language: a reference per scene in Spanish, and proof that
/// every word they draw comes from the strings table.
@Suite("Words in the user's language: the built-in scenes")
struct LocalizedScenesTests {
    static let scenes = ["coins", "bots", "clock"]

    func scene(_ name: String, words: Localizer) throws -> any MotionScene {
        let assets = SceneAssets(theme: try SceneFixtures.theme(), pieces: try SceneFixtures.pieces(), avatarStyle: .default,
                                 bots: try SceneFixtures.roster(), words: words, scripts: ["bots": try SceneFixtures.builtInScript("bots")])
        return try #require(SceneCatalogue.entry(named: name)).make(assets)
    }

    /// `--locale es`: each scene at its still frame, on a phone and on an open foldable (where
    /// the longer Spanish words must still keep to their panel).
    @Test(arguments: scenes, [DevicePosture.phone, .open])
    func everySceneInSpanishMatchesItsReference(name: String, posture: DevicePosture) throws {
        let spanish = try scene(name, words: SceneFixtures.words("es"))
        let image = try SceneFixtures.renderer(spanish, posture: posture)
            .raster(at: spanish.stillTime, size: SceneFixtures.referenceSize(posture))
        try Snapshot.assertMatches(image, named: "\(name)-\(posture.rawValue)-light-es")
        let english = try scene(name, words: SceneFixtures.words())
        #expect(try image != SceneFixtures.renderer(english, posture: posture)
            .raster(at: english.stillTime, size: SceneFixtures.referenceSize(posture)))
    }

    /// A locale whose every word is empty: what is left of a scene's text is text that does
    /// not come from the table. The words' places — headlines, titles, results, card lines —
    /// are probed across each scene's beats, in English (where they are drawn) and blank
    /// (where nothing may be).
    @Test(arguments: scenes)
    func everyWordComesFromTheStringsTable(name: String) throws {
        let english = try SceneFixtures.words()
        let blank = try Localizer(table: StringTable(locale: "xx", entries: english.table.entries.mapValues { _ in "" }), fallback: english.fallback)
        let palette = try Fixtures.palettes().light
        let size = PixelSize(width: 360, height: 280)
        for (t, region) in Self.wordPlaces[name] ?? [] {
            let drawn = try SceneFixtures.renderer(scene(name, words: english)).raster(at: t, size: size)
            let empty = try SceneFixtures.renderer(scene(name, words: blank)).raster(at: t, size: size)
            let ink = { (image: RasterImage) in
                SceneFixtures.count(palette.text, in: image, region: region, tolerance: 0.12)
                    + SceneFixtures.count(palette.secondaryText, in: image, region: region, tolerance: 0.12)
            }
            #expect(ink(drawn) > 20, "\(name) at \(t): no words where words were expected")
            #expect(ink(empty) == 0, "\(name) at \(t): words drawn that the strings table did not give")
        }
    }

    /// Where each scene writes words on a phone, in pixels at one per box unit.
    static let wordPlaces: [String: [(Double, (x: Range<Int>, y: Range<Int>))]] = [
        "coins": [(1.5, (0..<360, 8..<28)), (1.5, (0..<360, 240..<264)), (4.4, (0..<360, 236..<270))],
        // The headline before the pick; the title and the card's level, rating and tagline at
        // the still (the card's name is the bots file's, not a word).
        "bots": [(1.0, (0..<360, 12..<32)), (4.6, (132..<332, 8..<32)), (4.6, (14..<110, 160..<214))],
        // The headline and the result (the players' names sit beside stones, probed in Spanish
        // by the references instead).
        "clock": [(1.0, (0..<360, 18..<38)), (4.6, (0..<360, 224..<258))],
    ]
}
