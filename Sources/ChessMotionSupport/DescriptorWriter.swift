#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way bytes go to a file descriptor: write(2) until every byte is out, again after a
/// signal interrupts it (EINTR) and after a short write (a pipe, a nearly full disk). Foundation's
/// `FileHandle.write` traps on those; each writer used to carry its own copy of this loop.
package enum DescriptorWriter {
    /// Writes all of `bytes`; the errno of the write that failed, or nil when all went out.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
