internal import CLinuxCalls
import MotionKit

/// A server's memory given back between renders. glibc's allocator raises its mmap threshold
/// each time a large buffer is freed, so later frames come from the heap and its arenas (one per
/// render thread) keep them after the render. Blocks from `mappedFrom` up are always mapped, so
/// freeing one returns it, and whatever the heaps hold free is trimmed once no render runs.
enum MemoryReturn {
    /// Blocks this large or larger are mapped on their own and unmapped when freed: a large
    /// video's frames (1280 px wide is 5 MB a frame), which a heap would keep. A board's
    /// buffers (2 MB at 720 px) stay below it and are used again from the heap: mapping each
    /// afresh cost a third of `/board.png`'s time in page faults (`chess-motion-bench limits`:
    /// 934 req/s at 720 px and 8 connections mapped from 256 kB, 1,303 from 4 MB).
    static let mappedFrom = 4 << 20
    /// Heaps for allocations from many threads: at most this many, so that each worker does not
    /// keep one of its own.
    static let arenas = 4

    /// At start, before any render.
    static func configure() {
        _ = mallopt(CLINUX_M_MMAP_THRESHOLD, Int32(mappedFrom))
        _ = mallopt(CLINUX_M_ARENA_MAX, Int32(arenas))
    }

    /// When no render has run for a pause (`RenderQueue`'s `idlePause`): what drawing keeps
    /// between frames is let go, and what the heaps then hold free goes back to the system.
    static func trim() {
        DrawingMemory.release()
        _ = malloc_trim(0)
    }
}
