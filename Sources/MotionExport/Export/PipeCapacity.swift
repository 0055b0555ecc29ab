#if canImport(Glibc)
import Glibc
#endif

/// Linux pipes hold 64 KiB by default, a twenty-fifth of one 720 × 560 BGRA frame: the writer
/// blocks and wakes ffmpeg dozens of times a frame. A bigger pipe lets a whole frame go in with
/// a few system calls while ffmpeg is still encoding the previous one.
enum PipeCapacity {
    /// What an unprivileged process may ask for (/proc/sys/fs/pipe-max-size's default).
    static let requested: Int32 = 1 << 20

    /// Asks for `requested` bytes; where the system refuses, the pipe simply stays as it was.
    static func enlarge(_ descriptor: Int32) {
        #if os(Linux)
        // F_SETPIPE_SZ (fcntl.h, Linux-specific; not exported to Swift by Glibc's module).
        let setPipeSize: Int32 = 1031
        _ = fcntl(descriptor, setPipeSize, requested)
        #endif
    }
}
