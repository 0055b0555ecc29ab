internal import CLinuxCalls
import ChessMotionSupport
import MotionKit

/// A server's memory given back between renders. The heap keeps what renders free while they
/// run (`RenderHeap`), from one heap for every thread, whose free top is trimmed once no render
/// runs.
enum MemoryReturn {
    /// One heap for every thread. glibc's `malloc_trim` returns the free top of its first heap
    /// alone: with a heap per render thread (up to four), each kept up to
    /// `RenderHeap.trimmedFrom` at idle (`serve-memory`: 1.8 times the first render's memory,
    /// against its bound of 1.2). One heap is trimmed whole, and renders' peaks are lower (840 MB
    /// against 1,440 for 18 MP4s at 1280 px on two workers).
    static let arenas = 1

    /// At start, before any render.
    static func configure() {
        RenderHeap.keepFreedMemory()
        _ = mallopt(CLINUX_M_ARENA_MAX, Int32(arenas))
    }

    /// When no render has run for a pause (`RenderQueue`'s `idlePause`): what drawing keeps
    /// between frames is let go, and what the heaps then hold free goes back to the system.
    static func trim() {
        DrawingMemory.release()
        _ = malloc_trim(0)
    }
}
