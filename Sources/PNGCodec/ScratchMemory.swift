import Synchronization

/// Memory an encode borrows and gives back, kept for the next. An encode needs several megabytes
/// for an instant (rows, tokens, output); glibc maps a block that large afresh each time it is
/// asked (its threshold for mapping rises only to the size just freed, and a block that size is
/// mapped again), and the new pages then cost as much as the compression itself.
enum ScratchMemory {
    /// Blocks kept between encodes, by address and size: the three of a 720 x 560 encode for two
    /// at once. A larger block is freed: a frame that big is rare, and its encode long beside a
    /// mapping's cost.
    private static let kept = Mutex<[(address: UInt, count: Int)]>([])
    private static let keptLimit = 6
    private static let keptSizeLimit = 8 << 20

    /// Frees every block kept, for a server with nothing to render.
    static func release() {
        for block in kept.withLock({ blocks in defer { blocks.removeAll() }; return blocks }) {
            UnsafeMutableRawPointer(bitPattern: block.address)!.deallocate()
        }
    }

    /// `body` with at least `count` bytes, aligned to 64, uninitialised.
    static func withBytes<T, Failure: Error>(_ count: Int, _ body: (UnsafeMutableRawPointer) throws(Failure) -> T) throws(Failure) -> T {
        let found = kept.withLock { blocks -> (address: UInt, count: Int)? in
            // The smallest that fits, so a small request leaves the large blocks to large ones.
            guard let index = blocks.indices.filter({ blocks[$0].count >= count }).min(by: { blocks[$0].count < blocks[$1].count })
            else { return nil }
            return blocks.remove(at: index)
        }
        let block = found ?? (UInt(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)), count)
        let memory = UnsafeMutableRawPointer(bitPattern: block.address)!
        defer {
            let dropped = kept.withLock { blocks -> UInt? in
                guard block.count <= keptSizeLimit else { return block.address }
                blocks.append(block)
                guard blocks.count > keptLimit else { return nil }
                return blocks.removeFirst().address
            }
            if let dropped { UnsafeMutableRawPointer(bitPattern: dropped)!.deallocate() }
        }
        return try body(memory)
    }
}
