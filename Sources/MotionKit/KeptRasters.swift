import FoundationEssentials
import Synchronization

/// Rasters drawn once and kept for every canvas and worker, found by everything their pixels
/// depend on (`ShadowSprite.Key`, `KeptPicture.Calls`). Bounded by `byteBudget`, the least
/// recently used going first. Two threads may draw the same raster at once; both drawings are
/// the same pixels, and the later is kept.
///
/// A raster is kept the second time it is asked for, not the first. Most of an animation's
/// rasters are asked for once: a card at each scale of its slide is a picture of its own, and
/// 144 of the 160 pictures of the bots clip are never seen again. Kept, they were 46 MB of fresh
/// pages for nothing, a third of a video render's page faults. Seen once, a raster is painted
/// on a spare buffer (`SpareBuffers`) and the buffer is used again for the next; a raster seen
/// twice is painted once more and kept. Either way its pixels are the same, so what is kept
/// never shows in a frame.
final class KeptRasters<Key: Hashable & Sendable>: Sendable {
    private struct Entry {
        var raster: RasterImage
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
        /// The hashes of keys asked for once and not kept. A hash shared by two keys only keeps
        /// one of them a sighting early.
        var sightings: Set<Int> = []
    }

    /// How many keys seen once are remembered: past this they are forgotten all together, and
    /// a raster asked for again after that is painted once more before it is kept.
    static var sightingLimit: Int { 4096 }

    /// What asking for a key finds.
    private enum Sighting { case kept(RasterImage), seenBefore, first }

    let byteBudget: Int
    private let state = Mutex(State())
    private let spares = SpareBuffers(limit: 4)

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// Hands `use` the raster for `key`: the one kept, or one `paint` paints now on a
    /// transparent surface of `size`. False, without calling `use`, when painting fails.
    @discardableResult
    func withRaster(for key: Key, size: PixelSize, painting paint: (OpaquePointer) throws(RenderError) -> Void,
                    _ use: (RasterImage) -> Void) -> Bool {
        let found = state.withLock { state -> Sighting in
            if var entry = state.entries[key] {
                state.clock += 1
                entry.lastUse = state.clock
                state.entries[key] = entry
                return .kept(entry.raster)
            }
            if state.sightings.remove(key.hashValue) != nil { return .seenBefore }
            if state.sightings.count >= Self.sightingLimit { state.sightings.removeAll(keepingCapacity: true) }
            state.sightings.insert(key.hashValue)
            return .first
        }
        switch found {
        case .kept(let raster):
            use(raster)
        case .seenBefore:
            guard let drawn = Self.painted(on: [], size: size, paint) else { return false }
            keep(drawn, for: key)
            use(drawn)
        case .first:
            guard let drawn = Self.painted(on: spares.take(toHold: size.width * size.height * 4), size: size, paint) else {
                return false
            }
            use(drawn)
            spares.giveBack((consume drawn).pixels)
        }
        return true
    }

    /// `buffer`, sized to `size`'s transparent pixels, painted on by `paint`. Zeros are written at
    /// once (`memset`), never appended one by one: the bots clip paints 144 pictures, and
    /// appending zeros was 2% of a video render's own time. A buffer too small to hold the
    /// raster (a kept one starts empty) is replaced by fresh zeroed storage, as growing it would.
    private static func painted(on buffer: consuming [UInt8], size: PixelSize,
                                _ paint: (OpaquePointer) throws(RenderError) -> Void) -> RasterImage? {
        var pixels = buffer
        let count = size.width * size.height * 4
        if pixels.capacity < count {
            pixels = [UInt8](repeating: 0, count: count)
        } else {
            if pixels.count > count { pixels.removeLast(pixels.count - count) }
            pixels.withUnsafeMutableBytes { bytes in _ = bytes.initializeMemory(as: UInt8.self, repeating: 0) }
            if pixels.count < count { pixels.append(contentsOf: repeatElement(0, count: count - pixels.count)) }
        }
        do { try RasterImage.paint(&pixels, size: size, paint) } catch { return nil }
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }

    private func keep(_ drawn: RasterImage, for key: Key) {
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
    }

    /// Lets every raster, sighting and spare buffer go (`DrawingMemory.release`); what is asked
    /// for next is painted afresh, the same pixels.
    func removeAll() {
        let dropped = state.withLock { state in
            defer { state = State() }
            return state.entries
        }
        _ = dropped
        spares.removeAll()
    }

    /// The bytes of the rasters kept, for tests of the bound.
    var keptBytes: Int { state.withLock { $0.bytes } }

    /// How many buffers wait for the next first sighting, for tests.
    var spareBufferCount: Int { spares.count }
}
