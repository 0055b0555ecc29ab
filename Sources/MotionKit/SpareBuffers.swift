import Synchronization

/// Byte buffers done with, kept to be filled again instead of allocated afresh.
///
/// A buffer of a few hundred kilobytes allocated fresh is pages the kernel must fault in and
/// zero, and on this virtual machine that cost 2–13 µs a page. A video's frames in the pipe's
/// layout (600 kB at 720 × 560) and the pictures drawn once and not kept (`KeptRasters`) come
/// back here when they are done, so the memory a render touches stays what its window holds at
/// once. A buffer whose last user has not yet let go is copied by the
/// array itself before it is written over.
package final class SpareBuffers: Sendable {
    /// More spares than this are dropped: more than a window's worth are never taken again.
    package let limit: Int
    private let spares = Mutex<[[UInt8]]>([])

    package init(limit: Int) {
        self.limit = limit
    }

    /// A buffer to fill, of any count: the newest spare that can hold `count` bytes without
    /// growing, else the newest, else an empty one (the filler sizes it).
    package func take(toHold count: Int = 0) -> [UInt8] {
        spares.withLock { spares in
            if let fitting = spares.lastIndex(where: { $0.capacity >= count }) { return spares.remove(at: fitting) }
            return spares.popLast() ?? []
        }
    }

    /// Keeps `buffer` for a later fill.
    package func giveBack(_ buffer: [UInt8]) {
        spares.withLock { spares in
            if spares.count < limit { spares.append(buffer) }
        }
    }

    /// Drops every spare.
    package func removeAll() {
        let dropped = spares.withLock { spares in
            defer { spares = [] }
            return spares
        }
        _ = dropped
    }

    /// How many buffers are spare, for tests.
    package var count: Int { spares.withLock { $0.count } }
}
