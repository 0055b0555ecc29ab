internal import CCairo
import FoundationEssentials
import Synchronization

/// Draws a renderer's frames at one size the way an export asks for them, one after another,
/// redrawing only the pixels that changed since a frame it drew before.
///
/// A frame is recorded first: every drawing call with what it depends on (`DrawFingerprint`) and
/// the pixels it can reach (`DeviceBox`). Matched in order against the calls of the frame kept
/// from before, the calls that differ mark the damage: everywhere else the same calls paint the
/// same pixels in the same order, so those pixels are copied from the kept frame. The damage is
/// drawn again from the backdrop up by every call that reaches it, whole: a clip would change
/// how cairo rasterises the shapes it cuts, and with it the antialiased edges. The result is the frame
/// `FrameRenderer.raster(at:size:)` draws, byte for byte (`FrameSequenceTests`), for a fraction
/// of the work when a piece moves and a card stays. A frame identical to the kept one costs no
/// drawing at all.
///
/// Safe to share between render workers: each takes a kept frame off the shelf (or starts from
/// nothing), and puts its own frame back. Any kept frame gives the same result, only the work
/// differs, so the order workers finish in never shows.
package struct FrameSequence: Sendable {
    package let renderer: FrameRenderer
    package let size: PixelSize
    private let shelf = Shelf()

    package init(renderer: FrameRenderer, size: PixelSize) {
        self.renderer = renderer
        self.size = size
    }

    /// The frame at scene time `t`, identical to `renderer.raster(at: t, size: size)`.
    package func raster(at t: Double) throws(RenderError) -> RasterImage {
        let (image, ticket) = try lentFrame(at: t)
        shelf.giveBack(ticket)
        return image
    }

    /// Hands `use` the frame at scene time `t` (the same frame as `raster(at:)`), and keeps it
    /// for the next only once `use` is done with it. A worker that encodes its frame inside
    /// `use` (a PNG, a YUV frame) leaves it unshared when another worker draws over it next:
    /// handed out while still in use, a frame taken by the other worker was copied whole first
    /// (1.6 MB at 720 × 560).
    package func withRaster<Result>(at t: Double, _ use: (RasterImage) throws -> Result) throws -> Result {
        let (image, ticket) = try lentFrame(at: t)
        defer { shelf.giveBack(ticket) }
        return try use(image)
    }

    /// The frame at `t` and the box around every pixel that may differ from the frame drawn
    /// just before it (nil: the whole frame, as for the first). Exact only when one caller asks
    /// for the frames in order, so that the kept frame is always the previous one: what an
    /// export that keeps only the changes of each frame needs (`GIFExportStrategy.keptChanges`).
    package func rasterAndChange(at t: Double) throws(RenderError) -> (image: RasterImage, change: PixelRegion?) {
        guard t.isFinite else { throw .invalidTime(t) }
        let size = try size.validated()
        var change: PixelRegion?
        let drawn = try draw(at: t, size: size, over: shelf.take(), change: &change)
        shelf.giveBack(shelf.lend(drawn))
        return (drawn.image, change)
    }

    /// The frame at `t`, drawn over a kept one and put on the shelf marked in use.
    private func lentFrame(at t: Double) throws(RenderError) -> (RasterImage, UInt64) {
        guard t.isFinite else { throw .invalidTime(t) }
        let size = try size.validated()
        var change: PixelRegion?
        let drawn = try draw(at: t, size: size, over: shelf.take(), change: &change)
        return (drawn.image, shelf.lend(drawn))
    }

    /// `change` is set to the box around the damage when a kept frame was drawn over (empty when
    /// nothing changed), and left nil when the frame was drawn whole.
    private func draw(at t: Double, size: PixelSize, over before: consuming KeptFrame?,
                      change: inout PixelRegion?) throws(RenderError) -> KeptFrame {
        guard let nowhere = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { throw .cairo(status: "no memory") }
        let context = CairoContext(surface: nowhere, isVector: false)
        let recorder = DrawRecorder()
        context.recorder = recorder
        var canvas = renderer.canvas(on: context, size: size)
        renderer.scene.draw(&canvas, t: t)
        context.recorder = nil
        let draws = recorder.draws
        let summaries = draws.map(\.summary)

        guard var frame = consume before else {
            let image = try RasterImage.painted(size: size) { surface throws(RenderError) in
                try RenderError.check(context.redirected(to: surface) { drawWhole(draws, on: context) })
            }
            return KeptFrame(image: image, draws: summaries, scratch: [])
        }
        let damage = FrameDamage(between: frame.draws, and: summaries, width: size.width, height: size.height)
        frame.draws = summaries
        change = damage.bounds.map { PixelRegion(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
            ?? PixelRegion(x: 0, y: 0, width: 0, height: 0)
        guard !damage.isEmpty else { return frame }
        // The kept frame's bytes are drawn over in place: by now the caller has usually let go
        // of the image it was handed, and if not, the array copies itself first.
        var pixels = frame.image.pixels
        frame.image.pixels = []
        // When most calls must be drawn again anyway, drawing them all in place is cheaper than
        // drawing them on the scratch frame and copying the damage out.
        let reaching = draws.filter { damage.reaches($0.summary.box) }
        if damage.coversFrame || reaching.count * 4 >= draws.count * 3 {
            try RasterImage.paint(&pixels, size: size) { surface throws(RenderError) in
                try RenderError.check(context.redirected(to: surface) { drawWhole(draws, on: context) })
            }
        } else {
            // Shapes are drawn whole, on the scratch frame, and only the damage is copied out:
            // a clip would change how cairo rasterises the shapes it cuts.
            if frame.scratch.count != pixels.count { frame.scratch = [UInt8](repeating: 0, count: pixels.count) }
            try RasterImage.paint(&frame.scratch, size: size) { surface throws(RenderError) in
                try RenderError.check(context.redirected(to: surface) {
                    cairo_save(context.cr)
                    damage.clipToBounds(context.cr)
                    renderer.paintBackdrop(on: context)
                    cairo_restore(context.cr)
                    for draw in reaching { draw.run() }
                })
            }
            damage.copy(from: frame.scratch, into: &pixels, width: size.width)
        }
        frame.image.pixels = pixels
        return frame
    }

    private func drawWhole(_ draws: [RecordedDraw], on context: CairoContext) {
        renderer.paintBackdrop(on: context)
        for draw in draws { draw.run() }
    }
}

/// A frame a `FrameSequence` drew, kept to draw the next one over, with the scratch frame its
/// damage was last drawn on.
struct KeptFrame: Sendable {
    var image: RasterImage
    var draws: [DrawSummary]
    var scratch: [UInt8]
}

/// The frames a sequence's workers left, newest last, each marked while its image is still in
/// the hands of the worker that drew it. Bounded: more than a few means workers finished out of
/// step, and the oldest help least.
final class Shelf: Sendable {
    static let capacity = 4

    private struct Entry {
        var frame: KeptFrame
        var ticket: UInt64
        var inUse: Bool
    }

    private struct State {
        var entries: [Entry] = []
        var tickets: UInt64 = 0
    }

    private let state = Mutex(State())

    /// The newest frame no one is using, else the newest in use (drawing over it copies it).
    func take() -> KeptFrame? {
        state.withLock { state in
            guard let index = state.entries.lastIndex(where: { !$0.inUse }) ?? state.entries.indices.last else { return nil }
            return state.entries.remove(at: index).frame
        }
    }

    /// Puts `frame` on the shelf, marked in use until it is given back.
    func lend(_ frame: KeptFrame) -> UInt64 {
        state.withLock { state in
            state.tickets += 1
            state.entries.append(Entry(frame: frame, ticket: state.tickets, inUse: true))
            if state.entries.count > Self.capacity { state.entries.removeFirst(state.entries.count - Self.capacity) }
            return state.tickets
        }
    }

    /// The frame lent with `ticket` is free to be drawn over (if it is still on the shelf).
    func giveBack(_ ticket: UInt64) {
        state.withLock { state in
            if let index = state.entries.firstIndex(where: { $0.ticket == ticket }) { state.entries[index].inUse = false }
        }
    }
}
