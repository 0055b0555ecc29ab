import Foundation
import MotionKit
import Synchronization
import TestSupport
import Testing

/// A rectangle falls on whole pixels only on a raster, under a transform that keeps it upright,
/// with every edge on a pixel's edge: what lets a caller leave out what an opaque fill hides.
@Suite("Rectangles on whole pixels")
struct WholePixelRectangleTests {
    /// The answers for `rects` under `turn` radians, asked inside a drawing of the 360 x 280 box
    /// onto `size` pixels, as a raster and as an SVG document.
    static func answers(_ rects: [Rect], turn: Double = 0, size: PixelSize) throws -> (raster: [Bool], vector: [Bool]) {
        let seen = Mutex<[Bool]>([])
        let scene = ClosureScene { canvas, _ in
            var turned = canvas
            turned.rotate(turn)
            let answers = rects.map { turned.fallsOnWholePixels($0) }
            seen.withLock { $0 += answers }
        }
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        _ = try renderer.raster(at: 0, size: size)
        let raster = seen.withLock { answers in defer { answers = [] }; return answers }
        _ = try renderer.vectorDocument(at: 0, size: size, format: .svg)
        return (raster, seen.withLock { $0 })
    }

    @Test func edgesOnPixelEdgesCountOnARasterOnly() throws {
        // 720 x 560 is two pixels a unit: a half unit is a whole pixel, a quarter is not.
        let rects = [Rect(x: 40, y: 0, width: 280, height: 280), Rect(x: 40.5, y: 1.5, width: 3, height: 0.5),
                     Rect(x: 40.25, y: 0, width: 280, height: 280), Rect(x: 40, y: 0, width: 280, height: 279.9)]
        let (raster, vector) = try Self.answers(rects, size: PixelSize(width: 720, height: 560))
        #expect(raster == [true, true, false, false])
        #expect(vector == [false, false, false, false], "a vector document has no pixels to fall on")
    }

    @Test func aTurnedOrUnevenlyScaledCanvasHasNone() throws {
        let square = [Rect(x: 40, y: 0, width: 280, height: 280)]
        #expect(try Self.answers(square, turn: 0.3, size: PixelSize(width: 720, height: 560)).raster == [false])
        // 500 x 389: 1.389 pixels a unit, so a 280-unit board's edges fall between pixels.
        #expect(try Self.answers(square, size: PixelSize(width: 500, height: 389)).raster == [false])
    }
}
