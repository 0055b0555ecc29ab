import MotionKit

/// The boxes of an MP4 that holds one H.264 track and nothing else (ISO/IEC 14496-12 and -15),
/// laid out as ffmpeg lays out the same stream with `-movflags +faststart`: `ftyp`, the index
/// (`moov`) and then the samples (`mdat`), so that a browser plays it before it has all of it.
///
/// Built up sample by sample as x264 gives them back, in decoding order (`add`); `header` is
/// everything in the file before the samples' bytes, which follow it as they were added.
///
/// Times: every frame lasts `frameDuration` of the track's `timescale` units (a constant rate);
/// a sample's composition offset is how far its showing comes after its decoding, and the edit
/// list skips x264's B-frame delay, so that the first frame shown starts the clip at 0.
struct MP4H264Index {
    let size: PixelSize
    /// The track's units a second and a frame's length in them (`VideoEncoder.mp4TrackTimescale`).
    let timescale: Int
    let frameDuration: Int
    /// The `avcC` record: the parameter sets, with 4-byte NAL lengths (`H264Encoder`).
    let decoderConfiguration: [UInt8]

    private var sizes: [UInt32] = []
    /// Each sample's frame number when shown, in decoding order.
    private var shown: [Int64] = []
    /// 1-based numbers of the samples a decoder can start from.
    private var keyframes: [UInt32] = []
    /// Frames between decoding and showing the first frame (x264's B-frame delay).
    private var delay: Int64 = 0
    private(set) var payloadBytes = 0

    init(size: PixelSize, timescale: Int, frameDuration: Int, decoderConfiguration: [UInt8]) {
        self.size = size
        self.timescale = timescale
        self.frameDuration = frameDuration
        self.decoderConfiguration = decoderConfiguration
    }

    /// Counts in `unit`, the next in decoding order, whose bytes follow the ones added before.
    mutating func add(_ unit: H264Encoder.Unit) {
        if sizes.isEmpty { delay = max(0, -unit.dts) }
        sizes.append(UInt32(unit.bytes.count))
        shown.append(unit.pts)
        if unit.keyframe { keyframes.append(UInt32(sizes.count)) }
        payloadBytes += unit.bytes.count
    }

    /// `ftyp`, `moov` and the `mdat` header: the file up to its first sample's bytes.
    func header() -> [UInt8] {
        let type = Self.box("ftyp", Array("isom".utf8) + bigEndianBytes(UInt32(0x200)) + Array("isomiso2avc1mp41".utf8))
        let mediaData = Self.mediaDataHeader(payload: payloadBytes)
        // The one chunk's offset sits in `stco`, whose size does not depend on it.
        let measured = movie(chunkOffset: 0).count
        return type + movie(chunkOffset: UInt32(type.count + measured + mediaData.count)) + mediaData
    }

    /// The track's length in its own units, and in the movie's (milliseconds, rounded up as
    /// ffmpeg rounds it).
    private var trackDuration: Int { sizes.count * frameDuration }
    private var movieDuration: Int { (trackDuration * Self.movieTimescale + timescale - 1) / timescale }
    private static let movieTimescale = 1000

    private func movie(chunkOffset: UInt32) -> [UInt8] {
        let unity = Self.unityMatrix
        let header = Self.fullBox("mvhd", bigEndianBytes(UInt64(0)) + bigEndianBytes(UInt32(Self.movieTimescale))
            + bigEndianBytes(UInt32(clamping: movieDuration)) + bigEndianBytes(UInt32(0x0001_0000)) + bigEndianBytes(UInt16(0x0100))
            + [UInt8](repeating: 0, count: 10) + unity + [UInt8](repeating: 0, count: 24) + bigEndianBytes(UInt32(2)))
        let trackHeader = Self.fullBox("tkhd", flags: 3, bigEndianBytes(UInt64(0)) + bigEndianBytes(UInt32(1)) + bigEndianBytes(UInt32(0))
            + bigEndianBytes(UInt32(clamping: movieDuration)) + [UInt8](repeating: 0, count: 16) + unity
            + bigEndianBytes(UInt32(size.width) << 16) + bigEndianBytes(UInt32(size.height) << 16))
        // The whole track, from the first frame shown.
        let edits = Self.box("edts", Self.fullBox("elst", bigEndianBytes(UInt32(1)) + bigEndianBytes(UInt32(clamping: movieDuration))
            + bigEndianBytes(UInt32(clamping: delay * Int64(frameDuration))) + bigEndianBytes(UInt32(0x0001_0000))))
        let mediaHeader = Self.fullBox("mdhd", bigEndianBytes(UInt64(0)) + bigEndianBytes(UInt32(timescale))
            + bigEndianBytes(UInt32(clamping: trackDuration)) + bigEndianBytes(Self.undetermined) + [0, 0])
        let handler = Self.fullBox("hdlr", bigEndianBytes(UInt32(0)) + Array("vide".utf8) + [UInt8](repeating: 0, count: 12)
            + Array("VideoHandler".utf8) + [0])
        let videoHeader = Self.fullBox("vmhd", flags: 1, [UInt8](repeating: 0, count: 8))
        // The samples are in this file ("url " with flag 1).
        let dataInformation = Self.box("dinf", Self.fullBox("dref", bigEndianBytes(UInt32(1)) + Self.fullBox("url ", flags: 1, [])))
        let media = Self.box("mdia", mediaHeader + handler
            + Self.box("minf", videoHeader + dataInformation + sampleTable(chunkOffset: chunkOffset)))
        return Self.box("moov", header + Self.box("trak", trackHeader + edits + media))
    }

    private func sampleTable(chunkOffset: UInt32) -> [UInt8] {
        var table = Self.fullBox("stsd", bigEndianBytes(UInt32(1)) + sampleEntry())
        table += Self.fullBox("stts", bigEndianBytes(UInt32(1)) + bigEndianBytes(UInt32(sizes.count))
            + bigEndianBytes(UInt32(frameDuration)))
        // Without `stss` every sample is a keyframe; without `ctts` every offset is nought.
        if keyframes.count < sizes.count {
            table += Self.fullBox("stss", bigEndianBytes(UInt32(keyframes.count)) + keyframes.flatMap(bigEndianBytes))
        }
        let offsets = compositionOffsets()
        if offsets.contains(where: { $0.offset != 0 }) {
            table += Self.fullBox("ctts", bigEndianBytes(UInt32(offsets.count))
                + offsets.flatMap { bigEndianBytes($0.count) + bigEndianBytes($0.offset) })
        }
        // Every sample in one chunk, right after the header.
        table += Self.fullBox("stsc", bigEndianBytes(UInt32(1)) + bigEndianBytes(UInt32(1)) + bigEndianBytes(UInt32(sizes.count))
            + bigEndianBytes(UInt32(1)))
        table += Self.fullBox("stsz", bigEndianBytes(UInt32(0)) + bigEndianBytes(UInt32(sizes.count)) + sizes.flatMap(bigEndianBytes))
        table += Self.fullBox("stco", bigEndianBytes(UInt32(1)) + bigEndianBytes(chunkOffset))
        return Self.box("stbl", table)
    }

    /// Sample `i` is decoded at frame `i` of the track and shown at frame `shown[i] + delay`: its
    /// offset, in the track's units, run-length coded.
    private func compositionOffsets() -> [(count: UInt32, offset: UInt32)] {
        var runs: [(count: UInt32, offset: UInt32)] = []
        for (index, pts) in shown.enumerated() {
            let offset = UInt32(clamping: (pts + delay - Int64(index)) * Int64(frameDuration))
            if let last = runs.last, last.offset == offset {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((1, offset))
            }
        }
        return runs
    }

    /// `avc1`: the frame's size at 72 dpi, no compressor name, 24-bit colour; then the decoder
    /// configuration and the colour (bt709, TV range) the stream's own VUI also states.
    private func sampleEntry() -> [UInt8] {
        let visual = [UInt8](repeating: 0, count: 6) + bigEndianBytes(UInt16(1)) + [UInt8](repeating: 0, count: 16)
            + bigEndianBytes(UInt16(size.width)) + bigEndianBytes(UInt16(size.height)) + bigEndianBytes(UInt32(0x0048_0000))
            + bigEndianBytes(UInt32(0x0048_0000)) + bigEndianBytes(UInt32(0)) + bigEndianBytes(UInt16(1))
            + [UInt8](repeating: 0, count: 32) + bigEndianBytes(UInt16(0x0018)) + bigEndianBytes(UInt16(0xFFFF))
        let colour = Self.box("colr", Array("nclx".utf8) + bigEndianBytes(UInt16(1)) + bigEndianBytes(UInt16(1))
            + bigEndianBytes(UInt16(1)) + [0])
        return Self.box("avc1", visual + Self.box("avcC", decoderConfiguration) + colour)
    }

    /// `mdat`'s header for `payload` bytes: a 64-bit size past 4 GiB.
    static func mediaDataHeader(payload: Int) -> [UInt8] {
        if payload + 8 <= Int(UInt32.max) { return bigEndianBytes(UInt32(payload + 8)) + Array("mdat".utf8) }
        return bigEndianBytes(UInt32(1)) + Array("mdat".utf8) + bigEndianBytes(UInt64(payload + 16))
    }

    /// ISO 639-2 "und", packed five bits a letter.
    private static let undetermined = UInt16(("u" as Character).asciiValue! - 0x60) << 10
        | UInt16(("n" as Character).asciiValue! - 0x60) << 5 | UInt16(("d" as Character).asciiValue! - 0x60)

    private static let unityMatrix = [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].flatMap { bigEndianBytes(UInt32($0)) }

    static func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
        bigEndianBytes(UInt32(8 + content.count)) + Array(type.utf8) + content
    }

    static func fullBox(_ type: String, version: UInt8 = 0, flags: UInt32 = 0, _ content: [UInt8]) -> [UInt8] {
        box(type, [version] + bigEndianBytes(flags).dropFirst() + content)
    }
}
