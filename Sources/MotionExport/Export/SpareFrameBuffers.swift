import Synchronization

/// Frame buffers that have been written to ffmpeg, kept for the render workers to fill again.
///
/// A 720 × 560 frame in the pipe's layout is 600 kB: allocated fresh for each frame, glibc hands
/// that size straight back to the kernel when it is freed, and every frame then faults in and
/// zeroes 150 new pages, a tenth of the tool's own CPU in a video export. Buffers only enter
/// after their frame is written and leave to be filled, so no more exist than the render
/// window ever holds at once. A buffer whose last user has not yet let go is copied by the
/// array itself before it is written over.
final class SpareFrameBuffers: Sendable {
    /// More spares than this are dropped: more than a window's worth are never taken again.
    static let limit = 32
    private let spares = Mutex<[[UInt8]]>([])

    /// A buffer to fill, empty when none is spare (the filler sizes it).
    func take() -> [UInt8] {
        spares.withLock { $0.popLast() } ?? []
    }

    /// Keeps `buffer` for a later frame.
    func giveBack(_ buffer: [UInt8]) {
        spares.withLock { spares in
            if spares.count < Self.limit { spares.append(buffer) }
        }
    }
}
