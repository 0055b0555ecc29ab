internal import CCairo
import Foundation
import Synchronization

/// The pictures `MotionCanvas.picture(at:_:)` drew, shared by every canvas and worker, each
/// found by the calls that draw it. A scene has a few such pictures (its cards), each at a few
/// quarter-pixel phases, so after the first frames nearly every one is painted from here.
/// Bounded by `byteBudget`, the least recently used going first.
final class PictureCache: Sendable {
    static let shared = PictureCache(byteBudget: 96 << 20)

    private struct Entry {
        var calls: KeptPicture.Calls
        var pixels: RasterImage
        var lastUse: UInt64
        var bytes: Int { pixels.pixels.count }
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
    }

    let byteBudget: Int
    private let state = Mutex(State())

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// The picture's pixels, drawn now through `context` (redirected to a surface of their own)
    /// when they are not kept. Two threads may draw the same picture at once; both drawings are
    /// the same pixels.
    func pixels(of picture: KeptPicture.Recording, drawnWith context: CairoContext) -> RasterImage? {
        let kept = state.withLock { state -> RasterImage? in
            guard var entry = state.entries[picture.calls.key], entry.calls == picture.calls else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[picture.calls.key] = entry
            return entry.pixels
        }
        if let kept { return kept }
        guard let drawn = picture.render(through: context) else { return nil }
        state.withLock { state in
            state.clock += 1
            let entry = Entry(calls: picture.calls, pixels: drawn, lastUse: state.clock)
            if let old = state.entries.updateValue(entry, forKey: picture.calls.key) { state.bytes -= old.bytes }
            state.bytes += entry.bytes
            while state.bytes > byteBudget, state.entries.count > 1,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.bytes -= state.entries.removeValue(forKey: oldest)?.bytes ?? 0
            }
        }
        return drawn
    }

    /// The bytes of the pictures kept, for tests of the bound.
    var keptBytes: Int { state.withLock { $0.bytes } }
}

enum KeptPicture {
    /// Past this a picture costs more memory than drawing it costs time.
    static let maxBytes = 16 << 20

    /// What a picture's pixels depend on: its calls at its drawing transform, and the device
    /// pixels they can reach there. Kept with the pixels; the calls themselves are not, so a
    /// kept picture holds nothing of the frame that drew it.
    struct Calls: Hashable, Sendable {
        let fingerprints: [DrawFingerprint]
        let bounds: DeviceBox
        let key: Int

        static func == (a: Self, b: Self) -> Bool {
            a.key == b.key && a.bounds == b.bounds && a.fingerprints == b.fingerprints
        }

        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    /// A picture's calls as recorded, to draw it when it is not kept.
    struct Recording {
        let draws: [RecordedDraw]
        let calls: Calls
        var bounds: DeviceBox { calls.bounds }

        /// Nil when the calls reach too far (or everywhere) to be kept as a picture.
        init?(_ draws: [RecordedDraw]) {
            guard let first = draws.first?.summary.box else { return nil }
            let bounds = draws.dropFirst().reduce(first) { $0.union($1.summary.box) }
            guard bounds != .everything, !bounds.isEmpty, bounds.x1 - bounds.x0 <= 8192, bounds.y1 - bounds.y0 <= 8192,
                  bounds.area * 4 <= KeptPicture.maxBytes else { return nil }
            var hasher = Hasher()
            hasher.combine(bounds)
            for draw in draws { hasher.combine(draw.summary.hash) }
            self.draws = draws
            calls = Calls(fingerprints: draws.map(\.summary.fingerprint), bounds: bounds, key: hasher.finalize())
        }

        /// Runs the calls into a transparent surface of `bounds`, through `context` pointed at it.
        func render(through context: CairoContext) -> RasterImage? {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bounds.x1 - bounds.x0), Int32(bounds.y1 - bounds.y0)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            cairo_surface_set_device_offset(surface, Double(-bounds.x0), Double(-bounds.y0))
            let status = context.redirected(to: surface) {
                for draw in draws { draw.run() }
            }
            defer { cairo_surface_destroy(surface) }
            guard status == CAIRO_STATUS_SUCCESS else { return nil }
            return RasterImage(copying: surface)
        }
    }
}
