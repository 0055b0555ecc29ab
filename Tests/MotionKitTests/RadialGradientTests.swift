@testable import MotionKit
import Foundation
import TestSupport
import Testing

/// The canvas's radial gradient fill: the canvas opacity folded into its stops, one recorded
/// call whose fingerprint lets an unchanged glow be kept from frame to frame, and one vector call.
@Suite("Radial gradient fill")
struct RadialGradientTests {
    static let red = Color(red: 0.9, green: 0.2, blue: 0.2)
    static let glow = RadialGradient(center: Point(100, 100), radius: 40, stops: [
        .init(0, red), .init(0.25, red.withAlpha(0.9)), .init(1, red.withAlpha(0)),
    ])
    static let square = Path.rect(Rect(x: 60, y: 60, width: 80, height: 80))
    static let size = PixelSize(width: 360, height: 280)

    static func renderer(_ body: @escaping @Sendable (inout MotionCanvas, Double) -> Void) throws -> FrameRenderer {
        FrameRenderer(scene: ClosureScene(duration: 1, body), palettes: try Fixtures.palettes(),
                      environment: MotionEnvironment(transparentBackground: true))
    }

    @Test func stopsAreOrderedAndClampedAsEveryRendererReadsThem() {
        let gradient = RadialGradient(center: .zero, radius: 1, stops: [
            .init(1.5, .black), .init(0.5, .white), .init(-1, .clear), .init(0.5, Self.red),
        ])
        #expect(gradient.stops.map(\.offset) == [0, 0.5, 0.5, 1])
        // Equal offsets keep their order: a hard edge from white to red.
        #expect(gradient.stops.map(\.color) == [.clear, .white, Self.red, .black])
    }

    /// A faded canvas draws exactly what the gradient with its alphas scaled draws.
    @Test func theCanvasOpacityFadesEveryStop() throws {
        let faded = try Self.renderer { canvas, _ in
            canvas.fade(0.4)
            canvas.fill(Self.square, Self.glow)
        }.raster(at: 0, size: Self.size)
        let scaled = try Self.renderer { canvas, _ in canvas.fill(Self.square, Self.glow.fading(0.4)) }.raster(at: 0, size: Self.size)
        #expect(faded == scaled)
        // And the glow is there: red at the centre at 0.4 of full, clear past the radius.
        let centre = faded.color(x: 100, y: 100)
        #expect(abs(centre.alpha - 0.4) < 0.01 && abs(centre.red - Self.red.red) < 0.02, "\(centre)")
        #expect(faded.color(x: 62, y: 62).alpha == 0)
    }

    /// A glow that stays put while a square moves is matched from frame to frame: the change
    /// is the square's, and every frame is the one drawn alone. When the glow fades, it changes.
    @Test func anUnchangedGlowIsKeptFromTheFrameBefore() throws {
        let renderer = try Self.renderer { canvas, t in
            canvas.fill(Self.square, Self.glow.fading(t < 0.5 ? 1 : 0.5))
            canvas.fillRect(Rect(x: 200 + 100 * t, y: 200, width: 10, height: 10), .black)
        }
        let frames = FrameSequence(renderer: renderer, size: Self.size)
        _ = try frames.rasterAndChange(at: 0.1)
        let moved = try frames.rasterAndChange(at: 0.2)
        #expect(moved.image == (try renderer.raster(at: 0.2, size: Self.size)))
        let change = try #require(moved.change)
        #expect(change.x >= 190, "the change \(change) reaches the glow")
        let faded = try frames.rasterAndChange(at: 0.6)
        #expect(faded.image == (try renderer.raster(at: 0.6, size: Self.size)))
        let fadedChange = try #require(faded.change)
        #expect(fadedChange.x <= 62 && fadedChange.y <= 62, "the change \(fadedChange) leaves out the faded glow")
    }

    /// A vector recording keeps the glow one call: the path and gradient as drawn, the canvas
    /// opacity beside them.
    @Test func aVectorRecordingKeepsTheGradientAsOneCall() throws {
        let renderer = try Self.renderer { canvas, _ in
            canvas.fade(0.5)
            canvas.fill(Self.square, Self.glow)
        }
        let draws = try VectorFrameRecorder(renderer: renderer, size: Self.size).frame(at: 0)
        try #require(draws.count == 1)
        #expect(draws[0].shape == .radialFill(Self.square, Self.glow))
        #expect(draws[0].opacity == 0.5)
    }
}
