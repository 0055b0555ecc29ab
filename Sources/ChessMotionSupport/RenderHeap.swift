import CLinuxCalls
import Glibc

/// How a process that draws frame after frame keeps the memory it frees. glibc maps a large
/// buffer afresh and gives back a heap's free top past a few hundred kilobytes by default, so
/// the next frame's buffers of the same sizes came back as fresh pages, a page fault each: an
/// animated game GIF (`render Examples/Games/lichess-Q0iQs5Zi.pgn`) took 300,000-470,000 of
/// them, against 16,000 with these thresholds. Every process that renders sets them at start:
/// the tool, the service (`MemoryReturn`, which also trims at idle) and the benchmark.
package enum RenderHeap {
    /// Blocks this large or larger are mapped on their own and unmapped when freed: a large
    /// video's frames (1280 px wide is 5 MB a frame), which a heap would keep. A board's
    /// buffers (2 MB at 720 px) stay below it and are used again from the heap: mapping each
    /// afresh cost a third of `/board.png`'s time in page faults (`chess-motion-bench limits`:
    /// 934 req/s at 8 connections mapped from 256 kB, 1,303 from 4 MB, both for the 360 px
    /// boards its row then asked for).
    static let mappedFrom = 4 << 20
    /// How much free memory a heap's top may hold before a `free` gives it back: room for
    /// every worker's frame and encode, so that the next frame finds its pages in place. At
    /// glibc's 128 kB, each 720 px board's pixels came back as fresh pages (wrk at 8
    /// connections, paired: 1,044-1,141 req/s and 10-100 page faults a request; 1,190-1,496
    /// req/s and about 0.2 with this).
    static let trimmedFrom = 32 << 20

    /// At start, before any render.
    package static func keepFreedMemory() {
        _ = mallopt(CLINUX_M_MMAP_THRESHOLD, Int32(mappedFrom))
        _ = mallopt(CLINUX_M_TRIM_THRESHOLD, Int32(trimmedFrom))
    }
}
