@testable import MotionKit
import Foundation
import TestSupport
import Testing

/// The frames a `FrameSequence`'s workers leave for each other: a worker takes the newest frame
/// no one is still using, so the frame it draws over is not copied first.
@Suite("Frame shelf: a frame in use is drawn over last")
struct FrameShelfTests {
    func frame(_ shade: UInt8) -> KeptFrame {
        KeptFrame(image: RasterImage(width: 1, height: 1, pixels: [shade, shade, shade, 255]), draws: [], scratch: [])
    }

    @Test func theNewestFreeFrameIsTakenBeforeANewerOneInUse() throws {
        let shelf = Shelf()
        let older = shelf.lend(frame(10))
        _ = shelf.lend(frame(20))
        shelf.giveBack(older)
        #expect(try #require(shelf.take()).image.pixels[0] == 10, "the frame still in use stays")
        #expect(try #require(shelf.take()).image.pixels[0] == 20, "with nothing free, the newest in use")
        #expect(shelf.take() == nil)
    }

    @Test func amongFreeFramesTheNewestIsTaken() throws {
        let shelf = Shelf()
        for shade: UInt8 in [1, 2, 3] { shelf.giveBack(shelf.lend(frame(shade))) }
        #expect(try #require(shelf.take()).image.pixels[0] == 3)
    }

    @Test func theShelfKeepsOnlyItsCapacityAndIgnoresTicketsItDropped() throws {
        let shelf = Shelf()
        let first = shelf.lend(frame(0))
        for shade in 1...Shelf.capacity { shelf.giveBack(shelf.lend(frame(UInt8(shade)))) }
        shelf.giveBack(first)
        var taken: [UInt8] = []
        while let kept = shelf.take() { taken.append(kept.image.pixels[0]) }
        #expect(taken == (1...UInt8(Shelf.capacity)).reversed().map { $0 })
    }

    /// Through the sequence: frames drawn while another is still in use are the frames drawn
    /// alone, and the one in use keeps its pixels (drawn over, it is copied first).
    @Test func framesDrawnWhileOneIsInUseLeaveItAlone() throws {
        let scene = ClosureScene(duration: 1) { canvas, t in
            canvas.fillRect(Rect(x: 40 * t, y: 0, width: 10, height: 10), Color(red: 1, green: 0, blue: 0))
        }
        let renderer = FrameRenderer(scene: scene, palettes: try Fixtures.palettes())
        let size = PixelSize(width: 36, height: 28)
        let frames = FrameSequence(renderer: renderer, size: size)
        let (drawnMeanwhile, inUseAfter) = try frames.withRaster(at: 0.5) { inUse throws -> ([RasterImage], RasterImage) in
            let meanwhile = try [0.75, 0.9].map { t in try frames.withRaster(at: t) { $0 } }
            return (meanwhile, inUse)
        }
        #expect(drawnMeanwhile == [try renderer.raster(at: 0.75, size: size), try renderer.raster(at: 0.9, size: size)])
        #expect(inUseAfter == (try renderer.raster(at: 0.5, size: size)))
        #expect(try frames.raster(at: 0.1) == (try renderer.raster(at: 0.1, size: size)))
    }
}
