internal import CCairo
internal import CRsvg
internal import CPangoCairo
import FoundationEssentials
import Synchronization

// The one place where C handles meet Swift concurrency. Each class owns one handle, frees it in
// deinit, and is @unchecked Sendable for a stated reason.

/// A cairo_t and its target surface. A canvas and its copies share one context, but every drawing
/// call sets the full state (matrix, source) from the canvas value first, so copies cannot leak
/// state into each other. @unchecked: a context is only ever drawn from the task that made it.
final class CairoContext: @unchecked Sendable {
    private(set) var cr: OpaquePointer
    private(set) var surface: OpaquePointer
    /// True for SVG and PDF targets, where images stay vectors instead of cached rasters.
    let isVector: Bool
    /// Set while `FrameSequence` records a frame: drawing calls are collected here, not run.
    var recorder: DrawRecorder?
    /// Set while a frame is recorded as vectors (`VectorFrameRecorder`): calls are kept as
    /// shapes, never drawn.
    var vectorRecorder: VectorRecorder?

    init(surface: OpaquePointer, isVector: Bool) {
        self.surface = surface
        self.cr = cairo_create(surface)
        self.isVector = isVector
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    var status: cairo_status_t { cairo_status(cr) }

    /// Points this context at `target` while `body` runs, then back: drawing calls recorded
    /// against this context (canvases hold it) replay into another surface. Returns the status
    /// of the drawing on `target`; the context `body` saw is gone afterwards.
    func redirected(to target: OpaquePointer, _ body: () -> Void) -> cairo_status_t {
        let saved = (cr, surface)
        surface = cairo_surface_reference(target)
        cr = cairo_create(target)
        body()
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        (cr, surface) = saved
        return status
    }
}

/// A cairo image surface used as a paint source (a rasterised SVG or a loaded PNG).
/// @unchecked: it is never written after creation, and it is never itself a source: each paint
/// wraps its bytes in a surface of its own (`withSurfaceForOnePaint`).
final class CairoSourceSurface: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints `surface` (these bytes, or a one-paint surface over them) at `cr`'s matrix, clipped
    /// to the picture's own rectangle with cairo's good filter: the one way the canvas paints a
    /// picture and the Lottie export rasterises one at rest, so both land on the same pixels.
    func paint(_ surface: OpaquePointer, on cr: OpaquePointer, alpha: Double) {
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_save(cr)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Runs `body` with a surface of its own over these bytes (`withSurfaceForOnePaint(over:)`).
    func withSurfaceForOnePaint(_ body: (OpaquePointer) -> Void) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        MotionKit.withSurfaceForOnePaint(over: data, width: width, height: height,
                                         stride: Int(cairo_image_surface_get_stride(surface)), body)
    }
}

/// Runs `body` with a new ARGB32 surface over `data`, which cairo may use as a source while
/// `body` runs and must not afterwards. Every paint of a shared raster (a piece, a kept picture
/// or sprite) goes through one of these: workers paint the same rasters at once, and cairo 1.16
/// takes a reference to a source's pixman image without atomics whenever it can paint it
/// unscaled, so one shared surface would race on that count. It costs one small allocation.
func withSurfaceForOnePaint(over data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                            _ body: (OpaquePointer) -> Void) {
    // cairo only reads a source's bytes.
    guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                            Int32(stride)) else { return }
    defer {
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
    body(surface)
}

/// A parsed SVG document. librsvg handles are not safe to render from two threads at once, so
/// every use goes through the mutex. @unchecked: the pointer is only touched under that lock.
final class RsvgDocument: @unchecked Sendable {
    private let lock = Mutex(())
    private let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    func withHandle<T>(_ body: (OpaquePointer) -> T) -> T {
        lock.withLock { _ in body(handle) }
    }
}

/// A shaped Pango layout and its logical size, kept between frames by `TextLayoutCache`.
/// @unchecked Sendable: the cache hands a layout to one user at a time (it is taken out while
/// in use), and the layout is never changed after it is made, only drawn.
final class PangoLayoutHandle: @unchecked Sendable {
    let layout: OpaquePointer
    let size: Size

    init(layout: OpaquePointer, size: Size) {
        self.layout = layout
        self.size = size
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
