import Foundation
import MotionKit
import TestSupport
import Testing

/// Copying a canvas is a save and dropping the copy a restore: drawing through a faded, moved
/// copy must not change what the original draws afterwards.
@Suite("Canvas state")
struct CanvasStateTests {
    /// A square drawn through the canvas, after (when `useCopy`) a faded, moved, rotated circle
    /// drawn through a copy of it.
    static func scene(useCopy: Bool) -> ClosureScene {
        ClosureScene { canvas, _ in
            if useCopy {
                var copy = canvas
                copy.fade(0.3)
                copy.translate(100, 0)
                copy.rotate(0.7)
                copy.circle(Point(20, 20), radius: 10, copy.palette.gold)
            }
            canvas.fillRect(Rect(x: 200, y: 100, width: 40, height: 40), canvas.palette.accent)
        }
    }

    @Test func aCopiedCanvasLeavesTheOriginalUntouched() throws {
        let palettes = try Fixtures.palettes()
        let size = PixelSize(width: 360, height: 280)
        let with = try FrameRenderer(scene: Self.scene(useCopy: true), palettes: palettes).raster(at: 0, size: size)
        let without = try FrameRenderer(scene: Self.scene(useCopy: false), palettes: palettes).raster(at: 0, size: size)
        // The square drawn through the original is full-opacity and in place in both renders.
        #expect(with.color(x: 220, y: 120) == without.color(x: 220, y: 120))
        let accent = palettes.light.accent
        let pixel = with.color(x: 220, y: 120)
        #expect(abs(pixel.red - accent.red) < 0.01 && abs(pixel.green - accent.green) < 0.01 && pixel.alpha == 1)
    }

    @Test func fitTransformScalesAndCentresTheBox() {
        let wide = FrameRenderer.fitTransform(box: .sceneBox, into: PixelSize(width: 1000, height: 560))
        #expect(wide.apply(Point(0, 0)) == Point(140, 0))
        #expect(wide.apply(Point(360, 280)) == Point(860, 560))
        let tall = FrameRenderer.fitTransform(box: .sceneBox, into: PixelSize(width: 360, height: 480))
        #expect(tall.apply(Point(0, 0)) == Point(0, 100))
    }
}
