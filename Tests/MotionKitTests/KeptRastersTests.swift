@testable import MotionKit
import CCairo
import Foundation
import Testing

/// Rasters are kept the second time they are asked for: a first sighting is painted on a spare
/// buffer used again for the next, so an animation's one-off pictures cost no fresh memory, and
/// what is kept never changes a pixel.
@Suite("Kept rasters")
struct KeptRastersTests {
    let size = PixelSize(width: 40, height: 30)

    /// Paints a grey rectangle at `x`, counting the paintings.
    final class Painter: @unchecked Sendable {
        var paintings = 0
        func paint(shade: Double, x: Double = 4) -> (OpaquePointer) throws(RenderError) -> Void {
            { [self] surface throws(RenderError) in
                paintings += 1
                guard let cr = cairo_create(surface) else { throw .cairo(status: "no context") }
                defer { cairo_destroy(cr) }
                cairo_set_source_rgba(cr, shade, shade, shade, 0.5)
                cairo_rectangle(cr, x, 4, 12, 12)
                cairo_fill(cr)
            }
        }
    }

    /// The raster `cache` hands out for `key`, and where its bytes were.
    private func ask(_ cache: KeptRasters<Int>, key: Int, shade: Double, x: Double = 4,
                     painter: Painter) -> (raster: RasterImage, address: UnsafeRawPointer?)? {
        var found: (RasterImage, UnsafeRawPointer?)?
        cache.withRaster(for: key, size: size, painting: painter.paint(shade: shade, x: x)) { raster in
            found = (raster, raster.pixels.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) })
        }
        return found
    }

    /// `painting` on a fresh transparent frame of `size`.
    private func fresh(_ painting: (OpaquePointer) throws(RenderError) -> Void) throws -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        try RasterImage.paint(&pixels, size: size, painting)
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }

    @Test func aRasterIsKeptTheSecondTimeItIsAskedForAndIsTheSamePixelsEveryTime() throws {
        let cache = KeptRasters<Int>(byteBudget: 1 << 20)
        let painter = Painter()
        let first = try #require(ask(cache, key: 7, shade: 0.3, painter: painter)).raster
        #expect(painter.paintings == 1 && cache.keptBytes == 0, "a first sighting is painted and not kept")
        let second = try #require(ask(cache, key: 7, shade: 0.3, painter: painter)).raster
        #expect(painter.paintings == 2 && cache.keptBytes == size.width * size.height * 4, "the second is painted and kept")
        let third = try #require(ask(cache, key: 7, shade: 0.3, painter: painter)).raster
        #expect(painter.paintings == 2, "the third is the kept raster")
        #expect(first == second && second == third)
        #expect(first == (try fresh(painter.paint(shade: 0.3))))
    }

    /// A server lets go of what it keeps when idle (`DrawingMemory.release`): nothing stays
    /// kept or spare, and the next asks paint the same pixels afresh.
    @Test func removingAllLetsEveryRasterAndSpareGoAndPaintsTheSameAfter() throws {
        let cache = KeptRasters<Int>(byteBudget: 1 << 20)
        let painter = Painter()
        _ = ask(cache, key: 1, shade: 0.3, painter: painter)
        let kept = try #require(ask(cache, key: 1, shade: 0.3, painter: painter)).raster
        _ = ask(cache, key: 2, shade: 0.6, painter: painter)
        #expect(cache.keptBytes > 0 && cache.spareBufferCount > 0)
        cache.removeAll()
        #expect(cache.keptBytes == 0 && cache.spareBufferCount == 0)
        let before = painter.paintings
        let again = try #require(ask(cache, key: 1, shade: 0.3, painter: painter)).raster
        #expect(painter.paintings == before + 1, "painted afresh, not found kept")
        #expect(again == kept)
        #expect(cache.keptBytes == 0, "a first sighting again: not kept until asked twice")
    }

    @Test func oneOffRastersArePaintedOnOneBufferClearedEachTime() throws {
        let cache = KeptRasters<Int>(byteBudget: 1 << 20)
        let painter = Painter()
        var addresses: Set<UnsafeRawPointer?> = []
        for key in 1...3 {
            // Only the address is held, so the buffer is free to be used again.
            addresses.insert(try #require(ask(cache, key: key, shade: 0.2, x: 4, painter: painter)).address)
        }
        #expect(addresses.count == 1 && cache.keptBytes == 0)
        #expect(cache.spareBufferCount == 1, "one buffer went back to be used again")
        let elsewhere = try #require(ask(cache, key: 4, shade: 0.9, x: 24, painter: painter))
        #expect(addresses.contains(elsewhere.address))
        #expect(elsewhere.raster == (try fresh(painter.paint(shade: 0.9, x: 24))), "nothing of the last raster is left")
    }

    /// A spare larger than the next raster is cut to it and cleared, a smaller one cleared and
    /// grown within its storage, one too small replaced: either way nothing of the raster painted
    /// on it before is left.
    @Test func aSpareOfAnotherSizeIsClearedWholeForTheNextRaster() throws {
        let cache = KeptRasters<Int>(byteBudget: 1 << 20)
        let painter = Painter()
        let sizes = [PixelSize(width: 40, height: 30), PixelSize(width: 20, height: 16), PixelSize(width: 44, height: 34),
                     PixelSize(width: 40, height: 30), PixelSize(width: 20, height: 16), PixelSize(width: 42, height: 32)]
        for (key, size) in sizes.enumerated() {
            let shade = 0.2 + 0.2 * Double(key)
            var drawn: RasterImage?
            cache.withRaster(for: key, size: size, painting: painter.paint(shade: shade, x: Double(2 + 3 * key))) { drawn = $0 }
            var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
            try RasterImage.paint(&pixels, size: size, painter.paint(shade: shade, x: Double(2 + 3 * key)))
            #expect(drawn == RasterImage(width: size.width, height: size.height, pixels: pixels), "\(size)")
        }
        #expect(cache.spareBufferCount == 1, "every one-off raster was painted on the one spare")
    }

    @Test func aOneOffRasterStillHeldIsNotPaintedOver() throws {
        let cache = KeptRasters<Int>(byteBudget: 1 << 20)
        let painter = Painter()
        let held = try #require(ask(cache, key: 1, shade: 0.1, painter: painter)).raster
        let next = try #require(ask(cache, key: 2, shade: 0.9, painter: painter)).raster
        #expect(held == (try fresh(painter.paint(shade: 0.1))))
        #expect(next == (try fresh(painter.paint(shade: 0.9))))
    }

    @Test func aRasterThatCannotBePaintedIsNotUsedNorKept() {
        let cache = KeptRasters<Int>(byteBudget: 1 << 20)
        for _ in 0..<3 {
            let used = cache.withRaster(for: 5, size: size, painting: { _ throws(RenderError) in throw .cairo(status: "broken") }) { _ in
                Issue.record("a failed painting was used")
            }
            #expect(!used)
        }
        #expect(cache.keptBytes == 0)
    }
}
