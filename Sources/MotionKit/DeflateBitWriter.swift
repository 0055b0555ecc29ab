/// Packs DEFLATE's bit fields, least significant bit first (RFC 1951, section 3.1.1), into a
/// buffer the caller sized for the worst case.
struct DeflateBitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var next: UnsafeMutablePointer<UInt8>
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(into buffer: UnsafeMutablePointer<UInt8>) {
        start = buffer
        next = buffer
    }

    /// `count` (at most 32) low bits of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        pending |= UInt64(bits) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(next).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            next += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Flushes the last partial byte, padded with zeros, and returns the bytes written.
    mutating func finish() -> Int {
        while pendingCount > 0 {
            next.pointee = UInt8(truncatingIfNeeded: pending)
            next += 1
            pending >>= 8
            pendingCount -= 8
        }
        pendingCount = 0
        return next - start
    }
}
