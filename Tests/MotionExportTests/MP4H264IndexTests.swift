@testable import MotionExport
import MotionKit
import Testing

/// The index of an MP4 written here (`MP4H264Index`), read back box by box: times, offsets and
/// sizes as a demuxer finds them. `InProcessH264Tests` holds whole files to ffmpeg's.
@Suite("MP4 index: one H.264 track's boxes")
struct MP4H264IndexTests {
    /// The contents of the first box of each type in `path`, one inside the other.
    static func box(_ path: [String], in bytes: [UInt8]) -> [UInt8]? {
        var contents = ArraySlice(bytes)
        for type in path {
            guard let found = children(of: contents).first(where: { $0.type == type }) else { return nil }
            contents = found.body
        }
        return Array(contents)
    }

    static func children(of bytes: ArraySlice<UInt8>) -> [(type: String, body: ArraySlice<UInt8>)] {
        var found: [(String, ArraySlice<UInt8>)] = []
        var offset = bytes.startIndex
        while offset + 8 <= bytes.endIndex {
            let size = Int(word(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            // `mdat`'s samples are not part of a header: its box ends past these bytes.
            let end = min(bytes.endIndex, offset + max(size, 8))
            // A sample entry's own fields come before its boxes (`avc1`: 78 bytes).
            let skip = type == "avc1" ? 78 : (["stsd", "dref"].contains(type) ? 8 : 0)
            found.append((type, bytes[min(end, offset + 8 + skip)..<end]))
            offset = end
        }
        return found
    }

    static func word(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A full box's entries after its version, flags and count: `width` words each.
    static func entries(_ body: [UInt8], width: Int) -> [[UInt32]] {
        let slice = ArraySlice(body)
        let count = Int(word(slice, 4))
        return (0..<count).map { entry in (0..<width).map { word(slice, 8 + 4 * (entry * width + $0)) } }
    }

    static func unit(pts: Int64, dts: Int64, size: Int, keyframe: Bool = false) -> H264Encoder.Unit {
        H264Encoder.Unit(bytes: [UInt8](repeating: 0xAB, count: size), pts: pts, dts: dts, keyframe: keyframe)
    }

    static func index() -> MP4H264Index {
        MP4H264Index(size: PixelSize(width: 64, height: 48), timescale: 15360, frameDuration: 256,
                     decoderConfiguration: H264Encoder.decoderConfiguration(sps: [0x67, 100, 0, 30], pps: [0x68, 0xEB]))
    }

    /// x264's order with B-frames: decoded two frames before shown, the B-frames after the
    /// frame they lean on.
    @Test func reorderedFramesAreShownAtTheirOwnTimesFromZero() throws {
        var index = Self.index()
        for (pts, dts) in [(0, -2), (3, -1), (1, 0), (2, 1), (4, 2)] {
            index.add(Self.unit(pts: Int64(pts), dts: Int64(dts), size: 10 + pts, keyframe: pts == 0))
        }
        let header = index.header()
        let table = ["moov", "trak", "mdia", "minf", "stbl"]
        // Decoded one frame's length apart from 0; shown at (pts + 2) frames: 512, 1024, 256, 256, 512.
        #expect(Self.entries(try #require(Self.box(table + ["stts"], in: header)), width: 2) == [[5, 256]])
        #expect(Self.entries(try #require(Self.box(table + ["ctts"], in: header)), width: 2) == [[1, 512], [1, 1024], [2, 256], [1, 512]])
        // The edit list starts the clip at the first frame shown: two frames into the track.
        #expect(Self.entries(try #require(Self.box(["moov", "trak", "edts", "elst"], in: header)), width: 3) == [[84, 512, 0x0001_0000]])
        #expect(Self.entries(try #require(Self.box(table + ["stss"], in: header)), width: 1) == [[1]])
        let sizes = try #require(Self.box(table + ["stsz"], in: header))
        #expect((0..<5).map { Self.word(ArraySlice(sizes), 12 + 4 * $0) } == [10, 13, 11, 12, 14])
        // The one chunk starts where the header ends, inside `mdat`, which holds every sample.
        #expect(Self.entries(try #require(Self.box(table + ["stco"], in: header)), width: 1) == [[UInt32(header.count)]])
        #expect(Array(header.suffix(8)) == bigEndianBytes(UInt32(8 + 60)) + Array("mdat".utf8))
        #expect(Self.children(of: ArraySlice(header)).map(\.type) == ["ftyp", "moov", "mdat"])
        // 5 frames of 256 at 15360 a second: 83.3 of the movie's milliseconds, rounded up.
        let movieHeader = ArraySlice(try #require(Self.box(["moov", "mvhd"], in: header)))
        #expect(Self.word(movieHeader, 12) == 1000 && Self.word(movieHeader, 16) == 84)
        let mediaHeader = ArraySlice(try #require(Self.box(Array(table.prefix(3)) + ["mdhd"], in: header)))
        #expect(Self.word(mediaHeader, 12) == 15360 && Self.word(mediaHeader, 16) == 1280)
    }

    /// Every sample a keyframe, shown as decoded: no sync table, no offsets, no edit to skip.
    @Test func framesShownAsDecodedNeedNoOffsets() throws {
        var index = Self.index()
        for frame in 0..<3 { index.add(Self.unit(pts: Int64(frame), dts: Int64(frame), size: 7, keyframe: true)) }
        let header = index.header()
        let table = ["moov", "trak", "mdia", "minf", "stbl"]
        #expect(Self.box(table + ["stss"], in: header) == nil)
        #expect(Self.box(table + ["ctts"], in: header) == nil)
        #expect(Self.entries(try #require(Self.box(["moov", "trak", "edts", "elst"], in: header)), width: 3)[0][1] == 0)
        let entry = try #require(Self.box(table + ["stsd", "avc1"], in: header))
        #expect(Self.children(of: ArraySlice(entry)).map(\.type) == ["avcC", "colr"])
    }

    /// Past 4 GiB of samples `mdat` takes a 64-bit size.
    @Test func aHugeMediaDataBoxHasALargeSize() {
        #expect(MP4H264Index.mediaDataHeader(payload: 100) == [0, 0, 0, 108] + Array("mdat".utf8))
        let huge = 5 << 30
        #expect(MP4H264Index.mediaDataHeader(payload: huge) == [0, 0, 0, 1] + Array("mdat".utf8) + bigEndianBytes(UInt64(huge + 16)))
    }
}
