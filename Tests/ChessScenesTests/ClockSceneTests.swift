@testable import ChessScenes
import Foundation
import MotionKit
import SceneTestSupport
import TestSupport
import Testing

@Suite("Clock scene")
struct ClockSceneTests {
    let scene: ClockScene

    init() throws {
        scene = try ClockScene(words: SceneFixtures.words())
    }

    @Test func timesReadAsABlitzClockShowsThem() {
        #expect(ClockScene.format(41.6) == "0:41")
        #expect(ClockScene.format(125) == "2:05")
        #expect(ClockScene.format(19.96) == "0:19.9")
        #expect(ClockScene.format(2) == "0:02.0")
        #expect(ClockScene.format(0.05) == "0:00.0")
        #expect(ClockScene.format(-1) == "0:00.0")
    }

    @Test func whiteRunsUntilThePressThenBlackRunsOut() {
        #expect(ClockScene.whiteTime(at: 0) == ClockScene.whiteTimeLeft)
        #expect(ClockScene.whiteTime(at: 3) == ClockScene.whiteTime(at: ClockScene.pressAt))
        #expect(ClockScene.whiteTime(at: 1.0) < ClockScene.whiteTimeLeft)
        #expect(ClockScene.blackTime(at: ClockScene.pressAt) == ClockScene.blackTimeLeft)
        #expect(ClockScene.blackTime(at: ClockScene.flagAt) == 0)
        #expect(ClockScene.flagAt < scene.stillTime, "the flag has fallen by the still frame")
    }

    func display(_ image: RasterImage, _ rect: Rect, scale: Double) -> Color {
        // Inside the display's corner, clear of the digits.
        image.color(x: Int((rect.minX + 6) * scale), y: Int((rect.minY + 6) * scale))
    }

    /// The lit face follows the move: White's before the press, Black's after it, red once
    /// Black's flag has fallen.
    @Test(arguments: [DevicePosture.phone, .open, .tabletop])
    func theLitFaceFollowsTheMove(posture: DevicePosture) throws {
        let palette = try Fixtures.palettes().light
        let renderer = try SceneFixtures.renderer(scene, posture: posture)
        let layout = ClockScene.Layout.make(for: posture, box: scene.box, words: scene.words)
        let size = PixelSize(width: 720, height: 560)
        let before = try renderer.raster(at: 1.5, size: size)
        #expect(SceneFixtures.isClose(display(before, layout.white.display, scale: 2), palette.accent))
        #expect(!SceneFixtures.isClose(display(before, layout.black.display, scale: 2), palette.accent))
        let after = try renderer.raster(at: 2.0, size: size)
        #expect(!SceneFixtures.isClose(display(after, layout.white.display, scale: 2), palette.accent))
        #expect(SceneFixtures.isClose(display(after, layout.black.display, scale: 2), palette.accent))
        let still = try renderer.raster(at: scene.stillTime, size: size)
        #expect(SceneFixtures.isClose(display(still, layout.black.display, scale: 2), palette[.danger]))
    }

    @Test func inTabletopTheRealHingeIsDrawnAcrossTheScreen() throws {
        let palette = try Fixtures.palettes().dark
        let image = try SceneFixtures.renderer(scene, scheme: .dark, posture: .tabletop)
            .raster(at: scene.stillTime, size: PixelSize(width: 360, height: 280))
        let hinge = try #require(DevicePosture.tabletop.hinge(in: scene.box)).rect(in: scene.box)
        // Just under the lit edge, above the knuckles: the band's own colour, edge to edge.
        let row = (x: 0..<360, y: Int(hinge.minY) + 1..<Int(hinge.minY) + 2)
        #expect(SceneFixtures.count(palette[.hinge], in: image, region: row) == 360)
        // On a phone the same row is not a hinge.
        let phone = try SceneFixtures.renderer(scene, scheme: .dark).raster(at: scene.stillTime, size: PixelSize(width: 360, height: 280))
        #expect(SceneFixtures.count(palette[.hinge], in: phone, region: row) == 0)
    }

    @Test func theLoopIsSeamless() throws {
        let renderer = try SceneFixtures.renderer(scene)
        let size = PixelSize(width: 360, height: 280)
        #expect(try renderer.raster(at: 0, size: size) == renderer.raster(at: scene.duration, size: size))
    }
}
