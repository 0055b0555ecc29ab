#if canImport(Glibc)
import ChessMotionSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A structural check of a finished video before it replaces the user's file. ffmpeg 5.1 can
/// exit 0 after "Error writing trailer ... No space left on device", leaving an MP4 without its
/// index ("moov atom not found") or a WebM whose segment never got its size; both look like
/// files but do not play. Walking the container's outer structure is enough to see that, costs
/// a few reads however long the clip, and needs no other program.
enum VideoFileCheck {
    /// Why `path`, written as `format`, is not a whole file; nil when it is.
    static func problem(in path: String, format: VideoFormat) -> String? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return "it cannot be opened: \(ErrorReason.text(errno))" }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        let reader = Reader(descriptor: descriptor, length: Int(status.st_size))
        guard reader.length > 0 else { return "it is empty" }
        switch format {
        case .mp4, .mov: return mp4Problem(reader)
        case .webm: return webmProblem(reader)
        case .gif: return gifProblem(reader)
        }
    }

    /// ISO base media: a chain of boxes (32-bit size, 4-letter type; size 1 means a 64-bit size
    /// follows, 0 means "to the end") that must start with `ftyp`, cover the file exactly and
    /// hold both the samples (`mdat`) and the index (`moov`).
    static func mp4Problem(_ reader: Reader) -> String? {
        var offset = 0
        var types: [String] = []
        while offset < reader.length {
            guard let header = reader.bytes(at: offset, count: 8) else { return "a box header at byte \(offset) is cut short" }
            var size = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            var headerSize = 8
            if size == 1 {
                guard let large = reader.bytes(at: offset + 8, count: 8) else { return "the size of box '\(type)' is cut short" }
                size = large.reduce(0) { $0 << 8 | Int($1) }
                headerSize = 16
            } else if size == 0 {
                size = reader.length - offset
            }
            guard size >= headerSize, size <= reader.length - offset else {
                return "box '\(type)' at byte \(offset) claims \(size) bytes but the file ends \(reader.length - offset) bytes later"
            }
            types.append(type)
            offset += size
        }
        guard types.first == "ftyp" else { return "it does not start with an MP4 'ftyp' box" }
        guard types.contains("mdat") else { return "it holds no video data ('mdat')" }
        guard types.contains("moov") else { return "its index ('moov' box) was never written" }
        return nil
    }

    /// Matroska/WebM: an EBML header, then one Segment whose size must be known and reach
    /// exactly to the end of the file; ffmpeg writes that size last, in the trailer.
    static func webmProblem(_ reader: Reader) -> String? {
        guard let header = reader.element(at: 0), header.id == 0x1A45_DFA3, let headerSize = header.size else {
            return "it does not start with an EBML header"
        }
        let segmentStart = header.dataStart + headerSize
        guard let segment = reader.element(at: segmentStart), segment.id == 0x1853_8067 else {
            return "no Segment follows the EBML header"
        }
        guard let size = segment.size else { return "its Segment's size was never written (the trailer is missing)" }
        guard segment.dataStart + size == reader.length else {
            return "its Segment claims \(size) bytes but \(reader.length - segment.dataStart) follow"
        }
        return nil
    }

    /// GIF: the signature, and the trailer byte (0x3B) that ends every complete file.
    static func gifProblem(_ reader: Reader) -> String? {
        guard let signature = reader.bytes(at: 0, count: 6),
              signature == Array("GIF89a".utf8) || signature == Array("GIF87a".utf8) else {
            return "it does not start with a GIF signature"
        }
        guard reader.bytes(at: reader.length - 1, count: 1) == [0x3B] else { return "its trailer is missing" }
        return nil
    }

    struct Reader {
        let descriptor: Int32
        let length: Int

        func bytes(at offset: Int, count: Int) -> [UInt8]? {
            guard offset >= 0, count >= 0, offset <= length - count else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return nil }
                done += got
            }
            return buffer
        }

        /// An EBML element's id (with its length marker, as the spec writes ids), its data size
        /// (nil for "unknown") and where its data starts.
        func element(at offset: Int) -> (id: UInt32, size: Int?, dataStart: Int)? {
            guard let idStart = bytes(at: offset, count: 1), let idLength = Self.vintLength(idStart[0]), idLength <= 4,
                  let idBytes = bytes(at: offset, count: idLength) else { return nil }
            let id = idBytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let sizeOffset = offset + idLength
            guard let sizeStart = bytes(at: sizeOffset, count: 1), let sizeLength = Self.vintLength(sizeStart[0]),
                  let sizeBytes = bytes(at: sizeOffset, count: sizeLength) else { return nil }
            let marker = UInt8(0x80) >> UInt8(sizeLength - 1)
            var value = UInt64(sizeBytes[0] & (marker &- 1))
            var allOnes = value == UInt64(marker &- 1)
            for byte in sizeBytes.dropFirst() {
                value = value << 8 | UInt64(byte)
                allOnes = allOnes && byte == 0xFF
            }
            let size: Int? = allOnes || value > UInt64(Int.max) ? nil : Int(value)
            return (id, size, sizeOffset + sizeLength)
        }

        /// The length of an EBML variable-size integer from its first byte (1 to 8), if valid.
        static func vintLength(_ first: UInt8) -> Int? {
            first == 0 ? nil : first.leadingZeroBitCount + 1
        }
    }
}
