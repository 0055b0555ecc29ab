internal import CLinuxCalls
import MotionKit

/// A server's memory given back between renders. glibc's allocator raises its mmap threshold
/// each time a large buffer is freed, so later frames come from the heap, which keeps them after
/// the render. Blocks from `mappedFrom` up are always mapped, so freeing one returns it; the
/// rest comes from one heap, whose free top is kept while renders run and trimmed once none
/// does.
enum MemoryReturn {
    /// Blocks this large or larger are mapped on their own and unmapped when freed: a large
    /// video's frames (1280 px wide is 5 MB a frame), which a heap would keep. A board's
    /// buffers (2 MB at 720 px) stay below it and are used again from the heap: mapping each
    /// afresh cost a third of `/board.png`'s time in page faults (`chess-motion-bench limits`:
    /// 934 req/s at 8 connections mapped from 256 kB, 1,303 from 4 MB, both for the 360 px
    /// boards its row then asked for).
    static let mappedFrom = 4 << 20
    /// How much free memory the heap's top may hold before a `free` gives it back: room for
    /// every worker's frame and encode, so that the next render finds its pages in place. At
    /// glibc's 128 kB, each 720 px board's pixels came back as fresh pages (wrk at 8
    /// connections, paired: 1,044-1,141 req/s and 10-100 page faults a request; 1,190-1,496
    /// req/s and about 0.2 with this).
    static let trimmedFrom = 32 << 20
    /// One heap for every thread. glibc's `malloc_trim` returns the free top of its first heap
    /// alone: with a heap per render thread (up to four), each kept up to `trimmedFrom` at idle
    /// (`serve-memory`: 1.8 times the first render's memory, against its bound of 1.2). One
    /// heap is trimmed whole, and renders' peaks are lower (840 MB against 1,440 for 18 MP4s
    /// at 1280 px on two workers).
    static let arenas = 1

    /// At start, before any render.
    static func configure() {
        _ = mallopt(CLINUX_M_MMAP_THRESHOLD, Int32(mappedFrom))
        _ = mallopt(CLINUX_M_TRIM_THRESHOLD, Int32(trimmedFrom))
        _ = mallopt(CLINUX_M_ARENA_MAX, Int32(arenas))
    }

    /// When no render has run for a pause (`RenderQueue`'s `idlePause`): what drawing keeps
    /// between frames is let go, and what the heaps then hold free goes back to the system.
    static func trim() {
        DrawingMemory.release()
        _ = malloc_trim(0)
    }
}
