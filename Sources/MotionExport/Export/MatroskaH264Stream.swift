import MotionKit

/// An H.264 stream in Matroska, written as it is encoded, for ffmpeg to mux into an MP4 without
/// encoding again (`VideoEncoder`).
///
/// Why a container at all: raw H.264 carries no times, and ffmpeg reading it with B-frames lost
/// the last two frames and misplaced the first (ffprobe counted 299 of 301). Matroska carries
/// each frame's presentation time, and ffmpeg reads it from a pipe. Times are in nanoseconds
/// (a timestamp scale of 1), each frame in a cluster of its own: a frame's exact time at 60 or
/// 29.97 frames a second is a whole number of nanoseconds once rounded, and rounds back to the
/// MP4's own units exactly (`VideoEncoder.mp4TrackTimescale`).
struct MatroskaH264Stream {
    let size: PixelSize
    let fps: (numerator: Int, denominator: Int)

    /// The EBML header, the segment (of unknown size, as it is streamed), its info and the one
    /// video track: H.264 described by its decoder configuration record, bt709 and of the TV range.
    func header(decoderConfiguration: [UInt8]) -> [UInt8] {
        var bytes = Self.element(0x1A45_DFA3, Self.unsigned(0x4286, 1) + Self.unsigned(0x42F7, 1) + Self.unsigned(0x42F2, 4)
            + Self.unsigned(0x42F3, 8) + Self.string(0x4282, "matroska") + Self.unsigned(0x4287, 4) + Self.unsigned(0x4285, 2))
        bytes += Self.id(0x1853_8067) + Self.unknownSize
        bytes += Self.element(0x1549_A966, Self.unsigned(0x2A_D7B1, 1) + Self.string(0x4D80, "ChessMotion") + Self.string(0x5741, "ChessMotion"))
        let colour = Self.unsigned(0x55B1, 1) + Self.unsigned(0x55B9, 1) + Self.unsigned(0x55BA, 1) + Self.unsigned(0x55BB, 1)
        // A display unit of 4, "unknown", leaves the pixels' aspect unset, as the MP4 that ffmpeg
        // encodes itself leaves it (Matroska would otherwise say square).
        let video = Self.unsigned(0xB0, UInt64(size.width)) + Self.unsigned(0xBA, UInt64(size.height)) + Self.unsigned(0x54B2, 4)
            + Self.element(0x55B0, colour)
        // Language "und": Matroska's default is English, which the MP4 would then claim.
        let track = Self.unsigned(0xD7, 1) + Self.unsigned(0x73C5, 1) + Self.unsigned(0x83, 1) + Self.unsigned(0x9C, 0)
            + Self.string(0x22_B59C, "und") + Self.string(0x86, "V_MPEG4/ISO/AVC") + Self.element(0x63A2, decoderConfiguration)
            + Self.unsigned(0x23_E383, UInt64(nanoseconds(frames: 1))) + Self.element(0xE0, video)
        bytes += Self.element(0x1654_AE6B, Self.element(0xAE, track))
        return bytes
    }

    /// A cluster holding `unit` alone, at its presentation time.
    func cluster(_ unit: H264Encoder.Unit) -> [UInt8] {
        // Track 1, no offset from the cluster's time, a keyframe or not.
        let block = [0x81, 0, 0, unit.keyframe ? 0x80 : 0] + unit.bytes
        return Self.element(0x1F43_B675, Self.unsigned(0xE7, UInt64(nanoseconds(frames: unit.pts))) + Self.element(0xA3, block))
    }

    /// Nanoseconds from the first frame to frame `frames`, rounded.
    func nanoseconds(frames: Int64) -> Int64 {
        (frames * 1_000_000_000 * Int64(fps.denominator) * 2 + Int64(fps.numerator)) / (2 * Int64(fps.numerator))
    }

    static let unknownSize: [UInt8] = [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]

    static func element(_ id: UInt32, _ content: [UInt8]) -> [UInt8] {
        Self.id(id) + Self.size(content.count) + content
    }

    static func unsigned(_ id: UInt32, _ value: UInt64) -> [UInt8] {
        let bytes = max(1, (64 - value.leadingZeroBitCount + 7) / 8)
        return element(id, bigEndian(value, bytes: bytes))
    }

    static func string(_ id: UInt32, _ value: String) -> [UInt8] {
        element(id, Array(value.utf8))
    }

    /// An element's ID: its bytes as the specification writes it, length marker included.
    static func id(_ id: UInt32) -> [UInt8] {
        bigEndian(UInt64(id), bytes: max(1, (32 - id.leadingZeroBitCount + 7) / 8))
    }

    /// A size as EBML's variable-length integer, in the fewest bytes whose value is not all ones.
    static func size(_ count: Int) -> [UInt8] {
        var length = 1
        while UInt64(count) >= (1 << (7 * UInt64(length))) - 1 { length += 1 }
        return bigEndian(UInt64(count) | (1 << (7 * UInt64(length))), bytes: length)
    }

    /// `value`'s last `bytes` bytes (at most 8), most significant first: EBML's numbers take
    /// only the bytes they need.
    static func bigEndian(_ value: UInt64, bytes: Int) -> [UInt8] {
        Array(bigEndianBytes(value).suffix(bytes))
    }
}
