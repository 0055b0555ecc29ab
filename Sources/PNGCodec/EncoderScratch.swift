import Synchronization

/// The working memory of encodes (converted rows, tokens, DEFLATE bytes), kept between them.
///
/// An encode's few megabytes, allocated and freed per picture, came back from the allocator as
/// fresh pages whenever it had trimmed them in between, which it does by rules of its own: a
/// server that sets a mapping threshold trims any free top of a heap past 128 kB, and a process
/// left to glibc's sliding thresholds trims or not depending on what else it holds. Either way
/// an encode paid its memory's page faults afresh. Kept here, a block is used again as it is,
/// by whichever thread encodes next; `release` gives every kept block back, which a server
/// does once idle (`DrawingMemory.release`).
package final class EncoderScratch: Sendable {
    /// The shelf every encode uses.
    package static let shared = EncoderScratch(keptBlocks: 4)

    /// More blocks than encodes use at once are never kept: an encode in bands holds one, a
    /// frame encoded whole two, and a machine encodes on a few threads at a time.
    let keptBlocks: Int

    init(keptBlocks: Int) {
        self.keptBlocks = keptBlocks
    }

    /// Blocks start on a cache line, and the parts an encode lays out in one are rounded up to
    /// whole lines (`aligned`), so that no two threads' parts share a line.
    static let alignment = 64

    /// `byteCount` rounded up to whole cache lines.
    static func aligned(_ byteCount: Int) -> Int {
        (byteCount + alignment - 1) / alignment * alignment
    }

    private struct Block: Sendable {
        /// An address, so that blocks cross threads as values; only the holder touches it.
        let address: UInt
        let byteCount: Int
    }

    private let shelf = Mutex<[Block]>([])

    /// Runs `body` with at least `byteCount` bytes on a cache line, uninitialised: a kept block
    /// when one is large enough, else a new one, kept afterwards if the shelf has room.
    func with<Result, Failure: Error>(byteCount: Int, _ body: (UnsafeMutableRawPointer) throws(Failure) -> Result) throws(Failure) -> Result {
        let block = take(atLeast: byteCount)
        defer { giveBack(block) }
        return try body(UnsafeMutableRawPointer(bitPattern: block.address)!)
    }

    /// Frees every kept block.
    package func release() {
        let blocks = shelf.withLock { blocks in
            defer { blocks.removeAll() }
            return blocks
        }
        blocks.forEach { free($0) }
    }

    /// How many bytes the shelf keeps now, for tests.
    var keptBytes: Int { shelf.withLock { $0.reduce(0) { $0 + $1.byteCount } } }

    private func take(atLeast byteCount: Int) -> Block {
        let kept = shelf.withLock { blocks -> Block? in
            // The smallest block that fits, so that a small encode leaves a large block for a large one.
            var smallest: Int?
            for index in blocks.indices where blocks[index].byteCount >= byteCount {
                if let chosen = smallest, blocks[chosen].byteCount <= blocks[index].byteCount { continue }
                smallest = index
            }
            return smallest.map { blocks.remove(at: $0) }
        }
        if let kept { return kept }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, byteCount), alignment: Self.alignment)
        return Block(address: UInt(bitPattern: memory), byteCount: byteCount)
    }

    private func giveBack(_ block: Block) {
        let unkept = shelf.withLock { blocks -> Block? in
            if blocks.count < keptBlocks {
                blocks.append(block)
                return nil
            }
            // Full: the smallest goes, so that the shelf holds what the largest encodes need.
            guard let smallest = blocks.indices.min(by: { blocks[$0].byteCount < blocks[$1].byteCount }),
                  blocks[smallest].byteCount < block.byteCount else { return block }
            defer { blocks[smallest] = block }
            return blocks[smallest]
        }
        if let unkept { free(unkept) }
    }

    private func free(_ block: Block) {
        UnsafeMutableRawPointer(bitPattern: block.address)!.deallocate()
    }
}
