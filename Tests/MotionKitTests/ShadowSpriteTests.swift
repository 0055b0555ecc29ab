@testable import MotionKit
import Foundation
import TestSupport
import Testing

/// Raster shadows are painted from sprites: the same picture wherever a shadow of the same shape
/// lands on the quarter-pixel grid, and the layers themselves up to a step per channel.
@Suite("Shadow sprites")
struct ShadowSpriteTests {
    let rect = Rect(x: 120, y: 60, width: 104, height: 168)
    let color = Color(red: 0.1, green: 0.1, blue: 0.2, alpha: 0.3)

    func sprite(_ transform: MotionKit.AffineTransform) -> ShadowSprite? {
        ShadowSprite(rect: rect, radius: 14, offsetY: 3, spread: 8, color: color, transform: transform)
    }

    @Test func aShadowMovedByWholePixelsIsTheSameSprite() throws {
        let here = try #require(sprite(MotionKit.AffineTransform(a: 1.64, b: 0, c: 0, d: 1.64, tx: 10.25, ty: 3.5)))
        let there = try #require(sprite(MotionKit.AffineTransform(a: 1.64, b: 0, c: 0, d: 1.64, tx: 47.25, ty: -20.5)))
        #expect(here.key == there.key)
        #expect(there.originX - here.originX == 37 && there.originY - here.originY == -24)
        let nudged = try #require(sprite(MotionKit.AffineTransform(a: 1.64, b: 0, c: 0, d: 1.64, tx: 10.3, ty: 3.5)))
        #expect(nudged.key == here.key, "a twentieth of a pixel rounds to the same quarter")
        let quarter = try #require(sprite(MotionKit.AffineTransform(a: 1.64, b: 0, c: 0, d: 1.64, tx: 10.5, ty: 3.5)))
        #expect(quarter.key != here.key)
    }

    @Test func rotatedMirroredAndAbsurdShadowsHaveNoSprite() {
        #expect(sprite(MotionKit.AffineTransform.identity.rotated(0.2)) == nil)
        #expect(sprite(MotionKit.AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 300, ty: 0)) == nil)
        #expect(sprite(MotionKit.AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == nil)
        #expect(sprite(MotionKit.AffineTransform(a: 1e6, b: 0, c: 0, d: 1e6, tx: 0, ty: 0)) == nil, "past the sprite's memory bound")
    }

    /// On the grid (the frame's box is its pixels here) the sprite is the four layers drawn
    /// directly, up to one more rounding.
    @Test(arguments: [Point(0, 0), Point(0.25, 0.75), Point(13.5, -7.25)])
    func theSpriteIsTheLayersUpToAStepPerChannel(shift: Point) throws {
        let palettes = try Fixtures.palettes()
        func frame(layered: Bool) throws -> RasterImage {
            let rect = rect
            let scene = ClosureScene { canvas, _ in
                var c = canvas
                c.translate(shift.x, shift.y)
                if layered {
                    for layer in MotionCanvas.shadowLayers(of: rect, radius: 14, offsetY: 3, spread: 8, color: c.palette[.shadow]) {
                        c.fillRoundedRect(layer.rect, radius: layer.radius, layer.color)
                    }
                } else {
                    c.shadow(rect, radius: 14, offsetY: 3, spread: 8)
                }
            }
            return try FrameRenderer(scene: scene, palettes: palettes).raster(at: 0, size: PixelSize(width: 360, height: 280))
        }
        let layered = try frame(layered: true), sprite = try frame(layered: false)
        #expect(zip(layered.pixels, sprite.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) } <= 2)
    }

    @Test func theCacheStaysWithinItsBudget() throws {
        let budget = 600_000
        let cache = KeptRasters<ShadowSprite.Key>(byteBudget: budget)
        var first: RasterImage?
        for step in 0..<12 {
            let scale = 1 + Double(step) / 8
            let made = try #require(sprite(MotionKit.AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)))
            // Twice each: a raster is kept the second time it is asked for.
            for _ in 0..<2 {
                let pixels = try #require(raster(of: made, from: cache))
                if step == 0 { first = pixels }
            }
            #expect(cache.keptBytes <= budget)
            #expect(cache.keptBytes > 0)
        }
        let unscaled = try #require(sprite(MotionKit.AffineTransform.identity))
        let again = try #require(raster(of: unscaled, from: cache))
        #expect(again == first, "a sprite drawn again is the same picture")
    }

    private func raster(of sprite: ShadowSprite, from cache: KeptRasters<ShadowSprite.Key>) -> RasterImage? {
        var found: RasterImage?
        cache.withRaster(for: sprite.key, size: PixelSize(width: sprite.pixelWidth, height: sprite.pixelHeight),
                         painting: sprite.paint(on:)) { found = $0 }
        return found
    }
}
