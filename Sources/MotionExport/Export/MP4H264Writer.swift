import ChessMotionSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An MP4 of frames alone, written here from the samples x264 gives back (`MP4H264Index`): no
/// ffmpeg to start and wait for, and nothing through a pipe.
///
/// The samples go to a file of their own in the export's private folder as they come, so a long
/// clip holds no more memory than its index, and a full disk is met while encoding, as ffmpeg
/// would meet it. `finish` writes the MP4: the index first, then the samples copied after it.
final class MP4H264Writer {
    private var index: MP4H264Index
    private let samples: URL
    private let descriptor: Int32
    /// The user's file, named in errors.
    private let destination: URL

    /// What the samples' file is called inside the private folder.
    static let samplesFileName = "video.h264"

    /// Starts the samples' file in `folder`, the export's private folder.
    init(index: MP4H264Index, folder: URL, destination: URL) throws(ExportError) {
        self.index = index
        self.destination = destination
        samples = folder.appendingPathComponent(Self.samplesFileName)
        descriptor = open(samples.path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure(errno, destination) }
    }

    deinit {
        close(descriptor)
        unlink(samples.path)
    }

    /// Adds `unit`, the next sample in decoding order.
    func append(_ unit: H264Encoder.Unit) throws(ExportError) {
        if let failure = DescriptorWriter.writeAll(unit.bytes, to: descriptor) { throw Self.failure(failure, destination) }
        index.add(unit)
    }

    /// Writes the MP4 to `file` (a new file): the index, then every sample. The samples' own
    /// file is gone afterwards.
    func finish(into file: URL) throws(ExportError) {
        defer { unlink(samples.path) }
        let output = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw Self.failure(errno, destination) }
        defer { close(output) }
        if let failure = DescriptorWriter.writeAll(index.header(), to: output) { throw Self.failure(failure, destination) }
        var buffer = [UInt8](repeating: 0, count: min(Self.copyChunk, max(1, index.payloadBytes)))
        var offset = 0
        while offset < index.payloadBytes {
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, min($0.count, index.payloadBytes - offset), off_t(offset)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw Self.failure(read < 0 ? errno : EIO, destination) }
            if let failure = buffer.withUnsafeBytes({ DescriptorWriter.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<read]), to: output) }) {
                throw Self.failure(failure, destination)
            }
            offset += read
        }
    }

    private static let copyChunk = 1 << 20

    private static func failure(_ code: Int32, _ destination: URL) -> ExportError {
        .unwritable(path: destination.path, reason: String(cString: strerror(code)))
    }
}
