internal import CCairo
internal import CPangoCairo
import Synchronization

/// Shaped text kept between frames. A label is drawn at the same size on most frames of a
/// scene, and making its Pango layout (a Pango context, a font lookup through fontconfig, then
/// shaping) cost far more than drawing it; measuring and drawing a label also share one layout.
///
/// A layout is reused only where a fresh one would be the same: for the same text and style,
/// the same scale and rotation of the device transform (they decide the font size Pango loads
/// and shapes at; translation does not), and the same thread's font map (Pango's default font
/// map is per thread, so fonts stay with the thread that loaded them, as without a cache).
/// Raster targets only: vector documents make their layouts afresh.
///
/// Thread-safe: a layout is taken out of the cache while it is drawn, so no two threads ever use
/// one at once. Bounded: past `capacity` layouts the least recently used half is dropped.
final class TextLayoutCache: Sendable {
    struct Key: Hashable, Sendable {
        var text: String
        var style: TextStyle
        var xx, yx, xy, yy: Double
        var fontMap: UInt
    }

    private struct Entry {
        var layout: PangoLayoutHandle
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    let capacity: Int
    private let state = Mutex(State())

    /// Room for every label of a scene on each of several worker threads (each thread shapes its
    /// own), with the one-off layouts of animated scales passing through. A layout also keeps
    /// its thread's font map alive, so the bound matters for memory as much as for lookups.
    static let shared = TextLayoutCache(capacity: 512)

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Calls `body` with a layout of `string` in `style` for drawing on `cr` at its current
    /// transform, and the layout's logical size in user units.
    func with<T>(_ cr: OpaquePointer, _ string: String, style: TextStyle, _ body: (OpaquePointer, Size) -> T) -> T {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let fontMap = UInt(bitPattern: pango_cairo_font_map_get_default())
        let key = Key(text: string, style: style, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, fontMap: fontMap)
        let handle = take(key) ?? TextLayout.make(cr, string, style: style)
        defer { put(handle, for: key) }
        return body(handle.layout, handle.size)
    }

    var count: Int { state.withLock { $0.entries.count } }

    /// Drops every layout, and with them the font maps of threads that have ended.
    func removeAll() {
        let dropped = state.withLock { state in
            defer { state.entries = [:] }
            return state.entries
        }
        _ = dropped
    }

    private func take(_ key: Key) -> PangoLayoutHandle? {
        state.withLock { $0.entries.removeValue(forKey: key)?.layout }
    }

    private func put(_ layout: PangoLayoutHandle, for key: Key) {
        // Dropped layouts are released outside the lock.
        var dropped: [Entry] = []
        state.withLock { state in
            state.clock += 1
            guard state.entries[key] == nil else { return }  // another thread made its own meanwhile
            state.entries[key] = Entry(layout: layout, lastUse: state.clock)
            if state.entries.count > capacity {
                let cutoff = state.entries.values.map(\.lastUse).sorted()[state.entries.count / 2]
                for (key, entry) in state.entries where entry.lastUse < cutoff {
                    dropped.append(entry)
                    state.entries.removeValue(forKey: key)
                }
            }
        }
        _ = dropped
    }
}
