import Foundation
import MotionKit
import TestSupport
import Testing

/// A shadow drawn knowing the face that covers it must give exactly the pixels of the plain
/// shadow followed by the face, whatever the face's corners, colour, scale and sub-pixel offset.
@Suite("Shadow under a face")
struct ShadowUnderFaceTests {
    /// A card's shadow and face on a canvas moved and scaled with t off the pixel grid; the
    /// shadow drawn knowing the face (`knowsFace`) or plain.
    static func card(knowsFace: Bool, corner: Double, faceAlpha: Double, canvasOpacity: Double) -> ClosureScene {
        ClosureScene { canvas, t in
            var c = canvas
            c.fade(canvasOpacity)
            c.translate(0.37 + 3.1 * t, 0.61 - 2.3 * t)
            c.scale(1 + 0.45 * t, around: Point(180, 140))
            let face = Rect(x: 120.3, y: 60.7, width: 104, height: 168)
            let color = c.palette[.surfaceRaised].withAlpha(faceAlpha)
            if knowsFace {
                c.shadow(face, radius: corner, offsetY: 3, spread: 8, under: face, faceRadius: corner, faceColor: color)
            } else {
                c.shadow(face, radius: corner, offsetY: 3, spread: 8)
            }
            c.fillRoundedRect(face, radius: corner, color)
        }
    }

    @Test(arguments: [0.0, 3.0, 14.0, 80.0])
    func theFaceHidesExactlyWhatTheShadowLeavesOut(corner: Double) throws {
        let palettes = try Fixtures.palettes()
        for (faceAlpha, canvasOpacity) in [(1.0, 1.0), (0.9, 1.0), (1.0, 0.8)] {
            for t in [0.0, 0.37, 1.0] {
                for size in [PixelSize(width: 360, height: 280), PixelSize(width: 733, height: 571)] {
                    let plain = try FrameRenderer(scene: Self.card(knowsFace: false, corner: corner, faceAlpha: faceAlpha, canvasOpacity: canvasOpacity),
                                                  palettes: palettes).raster(at: t, size: size)
                    let known = try FrameRenderer(scene: Self.card(knowsFace: true, corner: corner, faceAlpha: faceAlpha, canvasOpacity: canvasOpacity),
                                                  palettes: palettes).raster(at: t, size: size)
                    #expect(known == plain, "corner \(corner), face alpha \(faceAlpha), opacity \(canvasOpacity), t \(t), \(size)")
                }
            }
        }
    }
}
