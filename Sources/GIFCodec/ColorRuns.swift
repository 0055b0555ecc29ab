/// Walks cairo ARGB32 words (opaque) as runs of one colour, which is most of a drawn frame, so a
/// colour count adds a run once rather than each pixel: the one walk both the dense and the
/// sparse counts use.
enum ColorRuns {
    /// Calls `body` once per run with its red, green and blue and its length, in order.
    @inline(__always)
    static func forEach(in words: UnsafeBufferPointer<UInt32>,
                        _ body: (_ red: UInt64, _ green: UInt64, _ blue: UInt64, _ length: UInt64) -> Void) {
        guard var run = words.first else { return }
        var length: UInt64 = 0
        @inline(__always) func flush() {
            body(UInt64((run >> 16) & 0xFF), UInt64((run >> 8) & 0xFF), UInt64(run & 0xFF), length)
        }
        for word in words {
            if word == run { length += 1; continue }
            flush()
            run = word
            length = 1
        }
        flush()
    }
}
