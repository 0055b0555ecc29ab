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

    /// Hands a writer in C the next byte's place and the bits pending (at most 31, and how
    /// many), to carry on from and to leave as it ends.
    mutating func carryOn(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<UInt64>,
                                   UnsafeMutablePointer<UInt32>) -> Void) {
        var place: UnsafeMutablePointer<UInt8>? = next
        var count = UInt32(pendingCount)
        body(&place, &pending, &count)
        next = place!
        pendingCount = Int(count)
    }

    /// `bytes` as stored blocks (RFC 1951, section 3.2.4), the last of them final if `last`.
    mutating func writeStored(_ bytes: UnsafeBufferPointer<UInt8>, last: Bool) {
        var offset = 0
        repeat {
            let count = min(0xFFFF, bytes.count - offset)
            write(last && offset + count == bytes.count ? 1 : 0, count: 1)
            write(0, count: 2)
            alignToByte()
            for half in [UInt16(count), ~UInt16(count)] {
                next[0] = UInt8(truncatingIfNeeded: half)
                next[1] = UInt8(truncatingIfNeeded: half >> 8)
                next += 2
            }
            if count > 0, let base = bytes.baseAddress { next.update(from: base + offset, count: count) }
            next += count
            offset += count
        } while offset < bytes.count
    }

    /// Flushes the last partial byte, padded with zeros, and returns the bytes written.
    mutating func finish() -> Int {
        alignToByte()
        return next - start
    }

    private mutating func alignToByte() {
        while pendingCount > 0 {
            next.pointee = UInt8(truncatingIfNeeded: pending)
            next += 1
            pending >>= 8
            pendingCount -= 8
        }
        pending = 0
        pendingCount = 0
    }
}
