import BoardKit
import ChessScenes
import Foundation
import MotionKit
import SceneScripts
import SceneTestSupport
import TestSupport
import Testing

/// Scenes keep important things off the hinge: across each scene's timeline, the hinge's band
/// shows nothing but the background (the clock in tabletop draws the hinge itself instead).
@Suite("Postures: nothing across the hinge")
struct PostureTests {
    static let instants: [String: [Double]] = [
        "coins": [0.4, 1.2, 2.4, 2.9, 3.1, 3.4, 3.7, 4.4],
        "bots": [0.2, 0.5, 1.0, 1.4, 1.8, 2.05, 2.3, 2.6, 3.0, 3.7, 4.6],
        "clock": [0.1, 0.3, 1.0, 1.6, 1.8, 3.6, 3.9, 4.6],
    ]

    @Test(arguments: ["coins", "bots", "clock"], [DevicePosture.open, .tabletop])
    func theHingeBandStaysClear(scene name: String, posture: DevicePosture) throws {
        let entry = try #require(SceneCatalogue.entry(named: name))
        let scene = try entry.make(SceneFixtures.assets())
        let hinge = try #require(posture.hinge(in: scene.box))
        if name == "clock", posture == .tabletop { return }   // draws the hinge: see ClockSceneTests
        let band = hinge.rect(in: scene.box)
        // At one pixel per box unit; the band's pixels, one unit in from its edges for anti-aliasing.
        let region = (x: Int(band.minX)..<Int(band.maxX.rounded(.up)), y: Int(band.minY)..<Int(band.maxY.rounded(.up)))
        for scheme in ColorScheme.allCases {
            let background = try Fixtures.palettes()[scheme].background
            let renderer = try SceneFixtures.renderer(scene, scheme: scheme, posture: posture)
            for t in Self.instants[name] ?? [] {
                let image = try renderer.raster(at: t, size: PixelSize(width: 360, height: 280))
                let clear = SceneFixtures.count(background, in: image, region: region, tolerance: 0.02)
                #expect(clear == region.x.count * region.y.count, "\(name) \(posture) \(scheme) at \(t)")
            }
        }
    }

    /// The same scenes on a phone do use the middle of the box, so the check above is not empty.
    @Test(arguments: ["coins", "bots", "clock"])
    func onAPhoneTheMiddleIsUsed(scene name: String) throws {
        let scene = try #require(SceneCatalogue.entry(named: name)).make(SceneFixtures.assets())
        let background = try Fixtures.palettes().light.background
        let image = try SceneFixtures.renderer(scene).raster(at: scene.stillTime, size: PixelSize(width: 360, height: 280))
        let band = (x: 176..<184, y: 0..<280), row = (x: 0..<360, y: 136..<144)
        #expect(SceneFixtures.count(background, in: image, region: band) < 8 * 280 - 100
                || SceneFixtures.count(background, in: image, region: row) < 8 * 360 - 100)
    }

    @Test func panelsSplitTheBoxAroundTheHinge() {
        let box = Size.sceneBox
        #expect(DevicePosture.phone.panels(in: box) == [Rect(x: 0, y: 0, width: 360, height: 280)])
        #expect(DevicePosture.closed.panels(in: box).count == 1)
        let open = DevicePosture.open.panels(in: box)
        #expect(open.count == 2 && open[0].maxX == 172 && open[1].minX == 188)
        let tabletop = DevicePosture.tabletop.panels(in: box)
        #expect(tabletop.count == 2 && tabletop[0].maxY == 132 && tabletop[1].minY == 148)
        for posture in [DevicePosture.open, .tabletop] {
            let hinge = posture.hinge(in: box)
            for panel in posture.panels(in: box) { #expect(hinge?.crosses(panel, in: box) == false) }
        }
        #expect(DevicePosture.open.aspectRatio > 1 && DevicePosture.closed.aspectRatio < 1)
    }
}
