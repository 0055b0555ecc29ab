import CCairo
import CPangoCairo
import Foundation
@testable import MotionKit
import TestSupport
import Synchronization
import Testing

/// Labels are shaped once and drawn from the cache on later frames; a cached layout must draw
/// exactly what a fresh one would, and the cache must stay bounded and safe across threads.
@Suite("Text layout cache")
struct TextLayoutCacheTests {
    /// A label that moves and, between 0.5 and 1, grows: translation alone must reuse the
    /// layout, a new scale must not.
    struct Label: MotionScene {
        let duration = 1.0
        let stillTime = 0.0
        func draw(_ canvas: inout MotionCanvas, t: Double) {
            var c = canvas
            c.translate(37 * t, 11 * t)
            c.scale(1 + max(0, t - 0.5), around: Point(120, 80))
            c.text("Sofía · Rating 1500", at: Point(120, 80), style: TextStyle(size: 13, weight: .semibold), color: c.palette.text)
            c.text("tap when you've moved", at: Point(120, 120), style: .caption(8), color: c.palette.secondaryText, anchor: .leading)
        }
    }

    /// Draws `string` on a fresh surface at `matrix`, with `layout` choosing how the layout is made.
    static func drawn(_ string: String, matrix: cairo_matrix_t,
                      layout: (OpaquePointer, (OpaquePointer, Size) -> Void) -> Void) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 120)!
        let cr = cairo_create(surface)!
        var m = matrix
        cairo_set_matrix(cr, &m)
        layout(cr) { layout, size in
            cairo_move_to(cr, 10, 20 - size.height / 2)
            cairo_set_source_rgba(cr, 0.1, 0.2, 0.3, 1)
            pango_cairo_show_layout(cr, layout)
        }
        cairo_surface_flush(surface)
        let bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface),
                                              count: Int(cairo_image_surface_get_stride(surface)) * 120))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return bytes
    }

    @Test func aLayoutReusedAtAnotherTranslationDrawsWhatAFreshOneDraws() {
        let cache = TextLayoutCache(capacity: 8)
        let style = TextStyle(size: 11, weight: .bold)
        let string = "Your game with Sofía"
        // Warms the cache at one translation ...
        _ = Self.drawn(string, matrix: cairo_matrix_t(xx: 1.37, yx: 0, xy: 0, yy: 1.37, x0: 0, y0: 0)) { cr, body in
            cache.with(cr, string, style: style, body)
        }
        #expect(cache.count == 1)
        // ... and draws from it at another, which must equal a layout made there.
        let moved = cairo_matrix_t(xx: 1.37, yx: 0, xy: 0, yy: 1.37, x0: 13.71, y0: 5.29)
        let reused = Self.drawn(string, matrix: moved) { cr, body in cache.with(cr, string, style: style, body) }
        let fresh = Self.drawn(string, matrix: moved) { cr, body in TextLayout.with(cr, string, style: style, body) }
        #expect(cache.count == 1, "a translation is not a new key")
        #expect(reused == fresh)
    }

    @Test func aNewScaleOrStyleIsANewLayout() {
        let cache = TextLayoutCache(capacity: 8)
        for (scale, size) in [(1.0, 9.0), (1.5, 9.0), (1.5, 10.0), (1.0, 9.0)] {
            _ = Self.drawn("e4", matrix: cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)) { cr, body in
                cache.with(cr, "e4", style: TextStyle(size: size), body)
            }
        }
        #expect(cache.count == 3)
    }

    @Test func theCacheStaysWithinItsCapacity() {
        let cache = TextLayoutCache(capacity: 16)
        for i in 0..<100 {
            _ = Self.drawn("label \(i)", matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)) { cr, body in
                cache.with(cr, "label \(i)", style: .body(), body)
            }
            #expect(cache.count <= 16)
        }
        #expect(cache.count >= 8, "eviction drops the older half, not everything")
    }

    @Test func framesDrawnOnManyThreadsEqualFramesDrawnOneByOne() throws {
        let renderer = FrameRenderer(scene: Label(), palettes: try Fixtures.palettes())
        let times = (0..<24).map { Double($0) / 23 }
        let size = PixelSize(width: 240, height: 187)
        let serial = try times.map { try renderer.raster(at: $0, size: size) }
        let parallel = Mutex<[Int: RasterImage]>([:])
        DispatchQueue.concurrentPerform(iterations: times.count * 4) { i in
            let k = i % times.count
            if let frame = try? renderer.raster(at: times[k], size: size) {
                parallel.withLock { $0[i] = frame }
            }
        }
        let frames = parallel.withLock { $0 }
        #expect(frames.count == times.count * 4)
        for (i, frame) in frames { #expect(frame == serial[i % times.count], "frame \(i % times.count)") }
    }
}
