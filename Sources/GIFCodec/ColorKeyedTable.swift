/// Values keyed by a colour or a colour's bin (any key below 2³¹), in an open-addressing table
/// that doubles past half full. Swift's Dictionary hashes every lookup with SipHash, and the
/// colour counts and palette maps of a game GIF's sprite sheet look up a key at most of their
/// pixels: the two were a seventh of a one-move GIF's run.
///
/// Inlinable, so callers in other modules get it specialised to their value type: unspecialised,
/// its generic copies cost more than the hashing it saves. The type itself is `@usableFromInline`
/// too: without it, Swift 6.3 serialises the bodies of a `package` type's inlinable members but
/// never specialises them in another module, and GameGIF's palette map ran the generic copies.
@usableFromInline package struct ColorKeyedTable<Value> {
    /// Per slot: the key plus one, 0 when empty.
    @usableFromInline var keys: [UInt32]
    @usableFromInline var values: [Value]
    @usableFromInline var occupied = 0
    @usableFromInline let empty: Value

    /// `empty`: what a new key's value starts as.
    @inlinable package init(empty: Value) {
        self.empty = empty
        // A sheet meets a few thousand colours.
        keys = [UInt32](repeating: 0, count: 1 << 13)
        values = [Value](repeating: empty, count: 1 << 13)
    }

    @inlinable func firstSlot(_ stored: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(stored) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (keys.count - 1)
    }

    /// The value held for `key`, or nil.
    @inlinable package func value(for key: UInt32) -> Value? {
        let stored = key &+ 1
        var slot = firstSlot(stored)
        while true {
            if keys[slot] == stored { return values[slot] }
            if keys[slot] == 0 { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

    /// The value for `key`, made `empty` first if the key is new, changed in place.
    @inlinable package mutating func update(_ key: UInt32, _ change: (inout Value) -> Void) {
        change(&values[slot(taking: key)])
    }

    @inlinable package mutating func set(_ value: Value, for key: UInt32) {
        values[slot(taking: key)] = value
    }

    /// Every key held with its value, in no order.
    @inlinable package var entries: [(key: UInt32, value: Value)] {
        var held: [(key: UInt32, value: Value)] = []
        held.reserveCapacity(occupied)
        for slot in keys.indices where keys[slot] != 0 { held.append((keys[slot] - 1, values[slot])) }
        return held
    }

    @inlinable mutating func slot(taking key: UInt32) -> Int {
        if 2 * (occupied + 1) > keys.count { grow() }
        let stored = key &+ 1
        var slot = firstSlot(stored)
        while keys[slot] != stored {
            if keys[slot] == 0 {
                keys[slot] = stored
                occupied += 1
                return slot
            }
            slot = (slot + 1) & (keys.count - 1)
        }
        return slot
    }

    @inlinable mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt32](repeating: 0, count: 2 * oldKeys.count)
        values = [Value](repeating: empty, count: keys.count)
        for slot in oldKeys.indices where oldKeys[slot] != 0 {
            var target = firstSlot(oldKeys[slot])
            while keys[target] != 0 { target = (target + 1) & (keys.count - 1) }
            keys[target] = oldKeys[slot]
            values[target] = oldValues[slot]
        }
    }
}

extension ColorKeyedTable: Sendable where Value: Sendable {}
