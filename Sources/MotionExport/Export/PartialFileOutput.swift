import ChessMotionSupport
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file an export writes inside its private folder (`PartialOutput`), a GIF or an MP4 and
/// the MP4's samples: created exclusively (never through a planted link), written through a
/// 1 MB buffer, every failure an `ExportError` naming the user's destination.
struct PartialFileOutput {
    let destination: URL
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 20

    init(url: URL, destination: URL) throws(ExportError) {
        self.destination = destination
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: destination.path, reason: ErrorReason.text(errno)) }
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func write(_ bytes: [UInt8]) throws(ExportError) {
        buffer += bytes
        if buffer.count >= Self.bufferSize { try flush() }
    }

    mutating func flush() throws(ExportError) {
        guard descriptor >= 0 else { throw .unwritable(path: destination.path, reason: "the file is already closed") }
        let failure = buffer.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw .unwritable(path: destination.path, reason: ErrorReason.text(failure)) }
    }

    /// Writes what is buffered and closes; `PartialOutput.commit` flushes it to disk.
    mutating func close() throws(ExportError) {
        try flush()
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0 { throw .unwritable(path: destination.path, reason: ErrorReason.text(errno)) }
    }

    mutating func closeQuietly() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }
}
