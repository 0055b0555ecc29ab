/// Colours already mapped to the palette, in an open-addressing table keyed by the 24-bit
/// colour. Swift's Dictionary hashes each lookup with SipHash, and mapping a sheet's 78 squares
/// looked up a colour at most of their pixels: a tenth of a one-move GIF's run.
struct GameGIFColourTable {
    /// Per slot: the colour with bit 24 set, 0 when empty.
    private var keys: [UInt32]
    private var values: [UInt8]
    private var count = 0
    private var mask: Int

    init() {
        // Four thousand slots: a sheet meets a few thousand colours; the table doubles past half full.
        keys = [UInt32](repeating: 0, count: 1 << 12)
        values = [UInt8](repeating: 0, count: 1 << 12)
        mask = (1 << 12) - 1
    }

    private static func start(_ key: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// The index held for `rgb` (0xRRGGBB), or nil.
    func index(of rgb: UInt32) -> UInt8? {
        let key = rgb | 1 << 24
        var slot = Self.start(key, mask: mask)
        while true {
            let held = keys[slot]
            if held == key { return values[slot] }
            if held == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    mutating func set(_ index: UInt8, for rgb: UInt32) {
        if 2 * (count + 1) > keys.count { grow() }
        let key = rgb | 1 << 24
        var slot = Self.start(key, mask: mask)
        while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = index
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != 0 }
        keys = [UInt32](repeating: 0, count: 2 * keys.count)
        values = [UInt8](repeating: 0, count: keys.count)
        mask = keys.count - 1
        count = 0
        for (key, value) in old { set(value, for: key & 0xFF_FFFF) }
    }
}
