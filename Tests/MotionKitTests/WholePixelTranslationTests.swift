import MotionKit
import Synchronization
import TestSupport
import Testing

/// A move in whole device pixels: what it moves a drawing by on the device is whole pixels,
/// within half a pixel of the move asked for, and nothing for a move of nothing.
@Suite("Canvas translation in whole pixels")
struct WholePixelTranslationTests {
    /// The transforms before and after each move, seen from inside a drawing at a size whose
    /// scale is not whole (the 360 x 280 box onto 500 x 390).
    static func moves(_ moves: [(Double, Double)], rotation: Double) throws -> [(before: MotionKit.AffineTransform, after: MotionKit.AffineTransform)] {
        let seen = Mutex<[(before: MotionKit.AffineTransform, after: MotionKit.AffineTransform)]>([])
        let scene = ClosureScene { canvas, _ in
            var turned = canvas
            turned.translate(13.37, 7.1)
            turned.rotate(rotation)
            for (dx, dy) in moves {
                var moved = turned
                moved.translateInWholePixels(dx, dy)
                seen.withLock { $0.append((turned.transform, moved.transform)) }
            }
        }
        _ = try FrameRenderer(scene: scene, palettes: Fixtures.palettes()).raster(at: 0, size: PixelSize(width: 500, height: 390))
        return seen.withLock { $0 }
    }

    @Test(arguments: [0.0, 0.3])
    func aMoveIsWholePixelsAndWithinHalfAPixelOfTheAsked(rotation: Double) throws {
        var noise = SeededGenerator(seed: 3)
        let asked: [(Double, Double)] = (0..<200).map { _ in
            let x = Double(noise.next() % 20_000) / 1000 - 10
            return (x, Double(noise.next() % 20_000) / 1000 - 10)
        }
        let seen = try Self.moves(asked, rotation: rotation)
        try #require(seen.count == asked.count)
        for (move, transforms) in zip(asked, seen) {
            let (dx, dy) = move, (before, after) = transforms
            let movedX: Double = after.tx - before.tx, movedY: Double = after.ty - before.ty
            let offWholeX: Double = abs(movedX - movedX.rounded()), offWholeY: Double = abs(movedY - movedY.rounded())
            #expect(offWholeX < 1e-9 && offWholeY < 1e-9, "(\(dx), \(dy)) moved by (\(movedX), \(movedY))")
            let wantX: Double = before.a * dx + before.c * dy, wantY: Double = before.b * dx + before.d * dy
            let offX: Double = abs(movedX - wantX), offY: Double = abs(movedY - wantY)
            #expect(offX <= 0.5 + 1e-9 && offY <= 0.5 + 1e-9)
            #expect(after.a == before.a && after.b == before.b && after.c == before.c && after.d == before.d)
        }
    }

    @Test func aMoveOfNothingLeavesTheCanvasWhereItWas() throws {
        let seen = try Self.moves([(0, 0), (0.0001, -0.0001)], rotation: 0.3)
        for (before, after) in seen { #expect(after == before) }
    }
}
