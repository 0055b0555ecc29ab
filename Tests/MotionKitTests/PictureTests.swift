@testable import MotionKit
import Foundation
import Synchronization
import TestSupport
import Testing

/// `MotionCanvas.picture(at:_:)` draws a group once and paints it wherever it lands: on the
/// quarter-pixel grid it is the group drawn directly up to a step per channel, moved by whole
/// pixels it is the same pixels, and off the grid it is the picture of the nearest grid point.
@Suite("Pictures: a group drawn once, painted wherever it lands")
struct PictureTests {
    /// A card's kind of group around (0, 0): a face, a translucent header, an avatar and an outline.
    static func card(_ c: MotionCanvas) {
        let face = Rect(x: -50, y: -80, width: 100, height: 160)
        c.fillRoundedRect(face, radius: 12, Color(red: 0.98, green: 0.97, blue: 0.95, alpha: 1))
        c.fill(.rect(Rect(x: -50, y: -80, width: 100, height: 50)), Color(red: 0.85, green: 0.4, blue: 0.3, alpha: 0.8))
        c.circle(Point(0, -40), radius: 24.3, Color(red: 0.2, green: 0.3, blue: 0.7, alpha: 1))
        c.strokeRoundedRect(face, radius: 12, Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.6), width: 1.5)
    }

    static func frame(picture: Bool, at origin: Point, scale: Double = 1.25, rotation: Double = 0,
                      size: PixelSize = PixelSize(width: 360, height: 280)) throws -> RasterImage {
        let scene = ClosureScene { canvas, _ in
            var c = canvas
            c.scale(scale, around: origin)
            c.rotate(rotation, around: origin)
            if picture {
                c.picture(at: origin) { card($0) }
            } else {
                c.translate(origin.x, origin.y)
                card(c)
            }
        }
        return try FrameRenderer(scene: scene, palettes: Fixtures.palettes()).raster(at: 0, size: size)
    }

    static func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// The frame's box is 360 x 280, so at this size box units are pixels.
    @Test(arguments: [Point(100.25, 140.5), Point(180, 141.75), Point(251.5, 139.25)])
    func onTheGridAPictureIsTheGroupDrawnDirectly(origin: Point) throws {
        let direct = try Self.frame(picture: false, at: origin), picture = try Self.frame(picture: true, at: origin)
        #expect(Self.largestDifference(direct, picture) <= 2)
    }

    @Test func movedByWholePixelsItIsTheSamePixels() throws {
        let here = try Self.frame(picture: true, at: Point(100.25, 140.5)), there = try Self.frame(picture: true, at: Point(161.25, 127.5))
        // The card with its antialiased edges and a margin of backdrop, in both frames.
        for y in 30..<251 {
            let a = (y * 360 + 30) * 4, b = ((y - 13) * 360 + 91) * 4
            #expect(here.pixels[a..<(a + 140 * 4)] == there.pixels[b..<(b + 140 * 4)], "row \(y)")
        }
    }

    @Test func offTheGridItIsThePictureOfTheNearestGridPoint() throws {
        let onGrid = try Self.frame(picture: true, at: Point(100.25, 140.5))
        #expect(try Self.frame(picture: true, at: Point(100.3, 140.44)) == onGrid)
        #expect(try Self.frame(picture: true, at: Point(100.4, 140.5)) != onGrid, "100.4 is nearer 100.5")
        #expect(Self.largestDifference(try Self.frame(picture: false, at: Point(100.3, 140.44)), onGrid) < 96,
                "an eighth of a pixel moves an edge pixel by an eighth of its contrast at most")
    }

    /// A picture is placed on whole pixels, which a rotated canvas has none of.
    @Test func aRotatedCanvasDrawsTheGroupDirectly() throws {
        let origin = Point(180.3, 140.1)
        #expect(try Self.frame(picture: true, at: origin, rotation: 0.3) == Self.frame(picture: false, at: origin, rotation: 0.3))
    }

    /// Every worker paints the same kept pictures; each paint wraps their bytes in a cairo surface
    /// of its own (cairo 1.16 shares a surface's pixman image between threads without atomics).
    @Test func picturesPaintedFromManyThreadsAtOnceAreTheSameFrames() throws {
        let origins = (0..<6).map { Point(90 + 30 * Double($0) + 0.25, 140.5) }
        let expected = try origins.map { try Self.frame(picture: true, at: $0) }
        let results = Mutex<[Bool]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for round in 0..<8 {
                let index = (worker + round) % origins.count
                let same = (try? Self.frame(picture: true, at: origins[index])) == expected[index]
                results.withLock { $0.append(same) }
            }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 48 && all.allSatisfy { $0 })
    }

    @Test func aVectorDocumentKeepsTheGroupAsVectors() throws {
        let scene = ClosureScene { canvas, _ in canvas.picture(at: Point(180, 140)) { Self.card($0) } }
        let svg = try FrameRenderer(scene: scene, palettes: Fixtures.palettes())
            .vectorDocument(at: 0, size: PixelSize(width: 360, height: 280), format: .svg)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<path") && !text.contains("<image"))
    }
}
