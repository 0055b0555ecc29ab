import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

/// `FrameSequence` redraws only what changed since a frame it kept; its promise is that this is
/// never visible: every frame is the one `FrameRenderer.raster(at:size:)` draws alone, byte for
/// byte, whichever frame it was drawn over.
@Suite("Frame sequence: frames drawn over the last one are the frames drawn alone")
struct FrameSequenceTests {
    enum Shipped: String, CaseIterable {
        case bots, coins, clock, game

        func scene() throws -> any MotionScene {
            switch self {
            case .bots: try SceneFixtures.botsScene()
            case .coins: try CoinsScene(words: SceneFixtures.words())
            case .clock: try ClockScene(words: SceneFixtures.words())
            case .game: try GameSceneTests().scene()
            }
        }
    }

    /// A whole loop in order, as `render` asks for it, at 15 frames a second (the reference size
    /// keeps a debug build quick; a lower rate only makes each step's damage larger).
    @Test(arguments: Shipped.allCases, [DevicePosture.phone, .open])
    func aLoopInOrderIsTheLoopDrawnAlone(_ shipped: Shipped, posture: DevicePosture) throws {
        let scene = try shipped.scene()
        let renderer = try SceneFixtures.renderer(scene, posture: posture)
        let size = SceneFixtures.referenceSize(posture)
        let sequence = FrameSequence(renderer: renderer, size: size)
        let times = (0..<Int(scene.duration * 15)).map { Double($0) / 15 }
        var differing: [Double] = []
        for t in times where try sequence.raster(at: t) != renderer.raster(at: t, size: size) { differing.append(t) }
        let firstDiffering = differing.first
        #expect(firstDiffering == nil, "\(differing.count) of \(times.count) frames differ")
    }

    /// Workers take whichever kept frame is on the shelf, so any frame may be drawn over any
    /// other: random instants, in random order, in the dark scheme with a transparent background.
    @Test(arguments: Shipped.allCases)
    func framesInAnyOrderAreTheFramesDrawnAlone(_ shipped: Shipped) throws {
        let scene = try shipped.scene()
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes(),
                                     environment: MotionEnvironment(colorScheme: .dark, transparentBackground: true))
        let size = PixelSize(width: 360, height: 280)
        let sequence = FrameSequence(renderer: renderer, size: size)
        var random = SeededGenerator(seed: 12)
        for _ in 0..<40 {
            let t = Double.random(in: -0.2...(scene.duration + 0.2), using: &random)
            #expect(try sequence.raster(at: t) == renderer.raster(at: t, size: size), "t = \(t)")
        }
    }

    /// Two overlapping shapes that trade places, text that changes, a shape that leaves and one
    /// with coordinates that are not numbers: the matching must keep drawing order, and nothing
    /// a scene hands the canvas may break it.
    @Test func reorderedChangedAndBrokenCallsStillGiveTheFrameDrawnAlone() throws {
        let scene = ClosureScene(duration: 4) { canvas, t in
            let step = Int(t)
            let red = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.7), blue = Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.7)
            canvas.fillRect(Rect(x: 10, y: 10, width: 80, height: 40), Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 1))
            let shapes = [(Rect(x: 100, y: 100, width: 60, height: 60), red), (Rect(x: 130, y: 120, width: 60, height: 60), blue)]
            for (rect, color) in step.isMultiple(of: 2) ? shapes : shapes.reversed() { canvas.fillRoundedRect(rect, radius: 8, color) }
            canvas.text(step < 2 ? "Sofía" : "Sofía 1–0", at: Point(180, 60), style: TextStyle(size: 14, weight: .semibold), color: blue)
            if step != 1 { canvas.strokeCircle(Point(60, 200), radius: 20, red, width: 3) }
            if step == 3 { canvas.fillRect(Rect(x: .nan, y: 0, width: .infinity, height: 10), blue) }
        }
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        let size = PixelSize(width: 360, height: 280)
        let sequence = FrameSequence(renderer: renderer, size: size)
        for t in [0.0, 0.5, 1.0, 2.0, 0.0, 3.0, 3.5, 1.0, 2.5] {
            #expect(try sequence.raster(at: t) == renderer.raster(at: t, size: size), "t = \(t)")
        }
    }

    /// A name with a tower of combining accents (a bot's name is the user's text) paints far
    /// above its line: when it changes, all of that is damage, not just the line.
    @Test func textWhoseAccentsTowerOverItsLineIsRedrawnWhole() throws {
        let tower = "Z" + String(repeating: "\u{301}", count: 40)
        let scene = ClosureScene(duration: 2) { canvas, t in
            // Calls that stay the same, so the frame is mended rather than drawn whole.
            for i in 0..<12 { canvas.fillRect(Rect(x: 4 + 6 * Double(i), y: 4, width: 4, height: 4), .black) }
            let color = t < 1 ? Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 1) : Color(red: 0.1, green: 0.1, blue: 0.8, alpha: 1)
            canvas.text(tower, at: Point(180, 250), style: TextStyle(size: 12), color: color)
        }
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        let size = PixelSize(width: 360, height: 280)
        let sequence = FrameSequence(renderer: renderer, size: size)
        let red = try sequence.raster(at: 0), blue = try sequence.raster(at: 1.5)
        #expect(blue == (try renderer.raster(at: 1.5, size: size)))
        // The tower reaches well above the line's own box (12 px font, centred at y = 250).
        let inked = (0..<200).filter { y in (0..<360).contains { x in red.color(x: x, y: y) != blue.color(x: x, y: y) } }
        #expect((inked.first ?? 250) < 200, "the accents paint above the line")
    }

    @Test func anAbsurdSizeOrTimeIsRefusedAsByTheRenderer() throws {
        let renderer = FrameRenderer(scene: ClosureScene { _, _ in }, palettes: try Fixtures.palettes())
        #expect(throws: RenderError.absurdSize(width: 0, height: 10, maximum: PixelSize.maximumSide)) {
            try FrameSequence(renderer: renderer, size: PixelSize(width: 0, height: 10)).raster(at: 0)
        }
        #expect(throws: RenderError.invalidTime(.infinity)) {
            try FrameSequence(renderer: renderer, size: PixelSize(width: 10, height: 10)).raster(at: .infinity)
        }
    }
}
