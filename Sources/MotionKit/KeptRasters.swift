import Foundation
import Synchronization

/// Rasters drawn once and kept for every canvas and worker, found by everything their pixels
/// depend on (`ShadowSprite.Key`, `KeptPicture.Calls`). Bounded by `byteBudget`, the least
/// recently used going first. Two threads may draw the same raster at once; both drawings are
/// the same pixels, and the later is kept.
final class KeptRasters<Key: Hashable & Sendable>: Sendable {
    private struct Entry {
        var raster: RasterImage
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
    }

    let byteBudget: Int
    private let state = Mutex(State())

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// The raster kept for `key`, or the one `draw` makes now, kept for next time.
    func raster(for key: Key, drawing draw: () -> RasterImage?) -> RasterImage? {
        let kept = state.withLock { state -> RasterImage? in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.raster
        }
        if let kept { return kept }
        guard let drawn = draw() else { return nil }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(raster: drawn, lastUse: state.clock), forKey: key) {
                state.bytes -= old.raster.pixels.count
            }
            state.bytes += drawn.pixels.count
            while state.bytes > byteBudget, state.entries.count > 1,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.bytes -= state.entries.removeValue(forKey: oldest)?.raster.pixels.count ?? 0
            }
        }
        return drawn
    }

    /// The bytes of the rasters kept, for tests of the bound.
    var keptBytes: Int { state.withLock { $0.bytes } }
}
