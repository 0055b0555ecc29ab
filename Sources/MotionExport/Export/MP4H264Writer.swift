import ChessMotionSupport
import FoundationEssentials
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
    private let samplesFile: URL
    private var samples: PartialFileOutput
    /// The user's file, named in errors.
    private let destination: URL

    /// What the samples' file is called inside the private folder.
    static let samplesFileName = "video.h264"

    /// Starts the samples' file in `folder`, the export's private folder.
    init(index: MP4H264Index, folder: URL, destination: URL) throws(ExportError) {
        self.index = index
        self.destination = destination
        samplesFile = folder.appendingPathComponent(Self.samplesFileName)
        samples = try PartialFileOutput(url: samplesFile, destination: destination)
    }

    deinit {
        samples.closeQuietly()
        unlink(samplesFile.path)
    }

    /// Adds `unit`, the next sample in decoding order.
    func append(_ unit: H264Encoder.Unit) throws(ExportError) {
        try samples.write(unit.bytes)
        index.add(unit)
    }

    /// Writes the MP4 to `file` (a new file): the index, then every sample. The samples' own
    /// file is gone afterwards.
    func finish(into file: URL) throws(ExportError) {
        defer { unlink(samplesFile.path) }
        try samples.close()
        var output = try PartialFileOutput(url: file, destination: destination)
        defer { output.closeQuietly() }
        try output.write(index.header())
        let source = open(samplesFile.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard source >= 0 else { throw failure(errno) }
        defer { close(source) }
        var chunk = [UInt8](repeating: 0, count: Self.copyChunk)
        var copied = 0
        while copied < index.payloadBytes {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure(count < 0 ? errno : EIO) }
            try output.write(Array(chunk[..<count]))
            copied += count
        }
        try output.close()
    }

    private static let copyChunk = 1 << 20

    private func failure(_ code: Int32) -> ExportError {
        .unwritable(path: destination.path, reason: ErrorReason.text(code))
    }
}
