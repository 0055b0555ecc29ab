internal import CLinuxCalls
import MotionKit

/// A server's memory given back between renders. glibc's allocator raises its mmap threshold
/// each time a large buffer is freed, so later frames come from the heap and its arenas (one per
/// render thread) keep them after the render. Frame-sized buffers are always mapped here, so
/// freeing one returns it, and whatever the heaps hold free is trimmed once no render runs.
enum MemoryReturn {
    /// Blocks this large or larger are mapped on their own and unmapped when freed (a 360 px
    /// frame is 400 kB; glibc would raise its threshold to 32 MB).
    static let mappedFrom = 256 * 1024
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
