#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read a block at a time, guarded as `InputFile` guards a whole read (a regular file,
/// within the cap before and while reading), for readers that keep only what they are reading:
/// a 60 MB PGN file read for its first game reads one block.
package struct InputFileChunks: Sendable {
    private let file: OpenDescriptor
    private let path: String
    private let limit: Int
    private var total = 0

    /// The block size: large enough that a read costs little per byte, small beside the cap.
    package static let blockSize = 64 * 1024

    package init(_ path: String, limit: Int) throws(InputFileError) {
        guard let descriptor = try InputFile.openIfPresent(path, limit: limit) else { throw .missing(path: path) }
        file = OpenDescriptor(descriptor)
        self.path = path
        self.limit = limit
    }

    /// The next block, or nil at the end of the file; a file grown past the cap is refused at
    /// its first byte past it.
    package mutating func next() throws(InputFileError) -> [UInt8]? {
        let wanted = min(Self.blockSize, limit + 1 - total)
        var block = [UInt8](repeating: 0, count: wanted)
        while true {
            let count = block.withUnsafeMutableBytes { systemRead(file.descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(path: path, reason: ErrorReason.text(code))
            }
            if count == 0 { return nil }
            total += count
            if total > limit { throw .tooLarge(path: path, limit: limit, size: nil) }
            block.removeLast(wanted - count)
            return block
        }
    }
}

/// A descriptor closed when the last reader holding it is gone (readers are values, copied).
private final class OpenDescriptor: Sendable {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
