import CCairo
@testable import MotionKit
import Foundation
import TestSupport
import Testing

/// A piece painted scaled and off the pixel grid is painted from a kept placement: the same
/// placement on every square of the same phase, the same pixels drawn first or kept, and within
/// a step or two of cairo painting the raster straight onto the frame.
@Suite("Placed rasters")
struct PlacedRasterTests {
    static let knight = Fixtures.url("PieceSets/staunton/wN.svg")

    func placement(_ transform: MotionKit.AffineTransform, side: Int = 44) throws -> PlacedRaster? {
        let image = try SVGImage(data: Data(contentsOf: Self.knight), name: "wN.svg")
        return PlacedRaster(source: image.raster(width: side, height: side), transform: transform)
    }

    @Test func aPieceMovedByWholePixelsIsTheSamePlacement() throws {
        let image = try SVGImage(data: Data(contentsOf: Self.knight), name: "wN.svg")
        let source = image.raster(width: 44, height: 44)
        let here = try #require(PlacedRaster(source: source, transform: MotionKit.AffineTransform(a: 0.99, b: 0, c: 0, d: 0.99, tx: 5.25, ty: 49.5)))
        let there = try #require(PlacedRaster(source: source, transform: MotionKit.AffineTransform(a: 0.99, b: 0, c: 0, d: 0.99, tx: 141.25, ty: 3.5)))
        #expect(here.key == there.key)
        #expect(there.originX - here.originX == 136 && there.originY - here.originY == -46)
        #expect(here.size == PixelSize(width: 49 - 5, height: 94 - 49), "from the first pixel touched (5.25, 49.5) to past the last (48.81, 93.06)")
        let nudged = try #require(PlacedRaster(source: source, transform: MotionKit.AffineTransform(a: 0.99, b: 0, c: 0, d: 0.99, tx: 5.3, ty: 49.5)))
        #expect(nudged.key != here.key, "another phase is another placement")
    }

    @Test func unscaledOnWholePixelsRotatedMirroredAndAbsurdPaintsHaveNoPlacement() throws {
        #expect(try placement(MotionKit.AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 45, ty: 90)) == nil, "cairo copies it already")
        #expect(try placement(MotionKit.AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 45.5, ty: 90)) != nil)
        #expect(try placement(MotionKit.AffineTransform.identity.rotated(0.2)) == nil)
        #expect(try placement(MotionKit.AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 300, ty: 0)) == nil)
        #expect(try placement(MotionKit.AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == nil)
        #expect(try placement(MotionKit.AffineTransform(a: 1e4, b: 0, c: 0, d: 1e4, tx: 0.5, ty: 0)) == nil, "past the memory bound")
        #expect(try placement(MotionKit.AffineTransform(a: 1e-300, b: 0, c: 0, d: 1, tx: 3, ty: 0.5)) == nil, "no pixel wide")
        #expect(try placement(MotionKit.AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)) == nil)
    }

    /// Sixteen pieces on a frame, each at its own phase as a 360-pixel board places them,
    /// drawn three times: first seen, seen again and kept, then from the kept placements.
    @Test func aFrameOfPiecesIsTheSamePixelsDrawnFirstOrKeptAndNearlyAPaintStraightOn() throws {
        let palettes = try Fixtures.palettes()
        let image = try SVGImage(data: Data(contentsOf: Self.knight), name: "wN.svg")
        let squares = (0..<16).map { Rect(x: 2.5 + Double($0 % 4) * 43.636, y: 2.5 + Double($0 / 4) * 43.636, width: 43.64, height: 43.64) }
        let scene = ClosureScene { canvas, _ in squares.forEach { canvas.image(image, in: $0) } }
        let size = PixelSize(width: 360, height: 280)  // the scene box itself: its units are pixels
        PlacedRaster.kept.removeAll()
        let frames = try (0..<3).map { _ in try FrameRenderer(scene: scene, palettes: palettes).raster(at: 0, size: size) }
        #expect(frames[0] == frames[1] && frames[1] == frames[2])
        #expect(PlacedRaster.kept.keptBytes > 0)

        // cairo's paint straight onto the frame, as the canvas painted before placements.
        let background = try FrameRenderer(scene: ClosureScene { _, _ in }, palettes: palettes).raster(at: 0, size: size)
        var straight = background.pixels
        try RasterImage.paint(&straight, size: size) { surface throws(RenderError) in
            guard let cr = cairo_create(surface) else { throw .cairo(status: "no context") }
            defer { cairo_destroy(cr) }
            let source = image.raster(width: 44, height: 44)
            for square in squares {
                var matrix = cairo_matrix_t(xx: square.width / 44, yx: 0, xy: 0, yy: square.height / 44, x0: square.minX, y0: square.minY)
                cairo_set_matrix(cr, &matrix)
                source.withSurfaceForOnePaint { source.paint($0, on: cr, alpha: 1) }
            }
        }
        let differences = zip(frames[0].pixels, straight).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 2)
        #expect(frames[0].pixels != background.pixels, "the pieces were drawn")
    }
}
