import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Coins scene")
struct CoinsSceneTests {
    let scene: CoinsScene

    init() throws {
        scene = try CoinsScene(words: SceneFixtures.words())
    }
    let size = PixelSize(width: 720, height: 560)

    func renderer(_ scheme: ColorScheme = .light) throws -> FrameRenderer {
        FrameRenderer(scene: scene, palettes: try Fixtures.palettes(), environment: MotionEnvironment(colorScheme: scheme))
    }

    @Test(arguments: ColorScheme.allCases)
    func stillFrameMatchesItsReference(scheme: ColorScheme) throws {
        let image = try renderer(scheme).raster(at: scene.stillTime, size: size)
        try Snapshot.assertMatches(image, named: "coins-still-\(scheme.rawValue)")
    }

    @Test func midForgeMatchesItsReference() throws {
        try Snapshot.assertMatches(try renderer().raster(at: 3.3, size: size), named: "coins-forge-light")
    }

    @Test(arguments: ColorScheme.allCases)
    func theLoopIsSeamless(scheme: ColorScheme) throws {
        let r = try renderer(scheme)
        #expect(try r.raster(at: 0, size: size) == r.raster(at: scene.duration, size: size))
    }

    @Test func theSameInstantGivesTheSameBytes() throws {
        let r = try renderer()
        for t in [0.8, 2.9, 3.3, 4.4] {
            #expect(try r.raster(at: t, size: size).pngData() == r.raster(at: t, size: size).pngData())
        }
    }

    /// The badge is the only gold-and-deep-gold thing at the still frame: its centroid, relative
    /// to the output, must not move when the output is scaled.
    @Test func scalingKeepsTheBadgeInPlace() throws {
        let r = try renderer()
        let small = try goldCentroid(r.raster(at: scene.stillTime, size: PixelSize(width: 360, height: 280)))
        let large = try goldCentroid(r.raster(at: scene.stillTime, size: PixelSize(width: 1440, height: 1120)))
        #expect(abs(small.x - large.x) < 0.005 && abs(small.y - large.y) < 0.005)
        // And it is where the design puts it: centred on the ring's centre (180, 124) of 360 x 280.
        #expect(abs(large.x - 180.0 / 360) < 0.01)
        #expect(abs(large.y - 124.0 / 280) < 0.02)
    }

    @Test func atTheStillTimeTheBadgeIsWholeAndTheCoinsAreGone() throws {
        let palettes = try Fixtures.palettes()
        let image = try renderer().raster(at: scene.stillTime, size: PixelSize(width: 360, height: 280))
        // Badge rim: deep gold just inside its radius on all four sides.
        let c = CoinsScene.badgeCenter
        for (dx, dy) in [(0.0, -40.0), (40.0, 0.0), (0.0, 40.0), (-40.0, 0.0)] {
            #expect(isClose(image.color(x: Int(c.x + dx), y: Int(c.y + dy)), palettes.light[.goldDeep]))
        }
        // Coin places on the ring are background again.
        let top = Point(180, 124 - 88)
        #expect(isClose(image.color(x: Int(top.x), y: Int(top.y)), palettes.light.background))
    }

    @Test func beforeTheForgeEveryCoinHasLandedOnTheRing() throws {
        let palettes = try Fixtures.palettes()
        let image = try renderer().raster(at: 2.7, size: size)
        for i in 0..<10 {
            let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 10
            let x = 180 + 88 * cos(angle), y = 124 + 88 * sin(angle)
            // Between the star in the coin's middle (radius 4.4) and its inner ring (7.6), at 2x.
            #expect(isClose(image.color(x: Int(2 * (x + 5.8)), y: Int(2 * y)), palettes.light.accent), "coin \(i)")
        }
    }

    func goldCentroid(_ image: RasterImage) throws -> Point {
        let palettes = try Fixtures.palettes()
        let gold = palettes.light.gold, deep = palettes.light[.goldDeep]
        var sx = 0.0, sy = 0.0, n = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.color(x: x, y: y)
                if isClose(p, gold) || isClose(p, deep) { sx += Double(x) + 0.5; sy += Double(y) + 0.5; n += 1 }
            }
        }
        try #require(n > 0)
        return Point(sx / n / Double(image.width), sy / n / Double(image.height))
    }

    func isClose(_ a: Color, _ b: Color, tolerance: Double = 0.03) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
    }
}
