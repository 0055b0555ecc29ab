import CX264
import MotionKit

/// libx264 in this process, set up as FFmpeg's wrapper sets it up for an MP4 (`CX264`): the
/// frames an MP4 is made of are encoded where they are drawn, and ffmpeg, whose start-up is
/// tens of milliseconds of loading libraries, only muxes what comes out (`VideoEncoder`).
///
/// A class because it owns x264's handle; it is used by one thread at a time, the one that
/// delivers the frames in order, and so is not `Sendable`.
final class H264Encoder {
    /// One access unit: its NAL units after 4-byte lengths, and when it is shown and decoded,
    /// in frames.
    struct Unit {
        var bytes: [UInt8]
        var pts: Int64
        var dts: Int64
        var keyframe: Bool
    }

    /// Why an encoder could not be opened, or a frame could not be encoded.
    enum Failure: Error {
        /// libx264 is not loadable here, or refused the settings: `VideoEncoder` lets ffmpeg encode.
        case unopened(reason: String)
        /// x264 failed on the frame shown at `pts`.
        case encoding(pts: Int64)
    }

    /// Where each frame's planes lie (`RawVideoInput.yuv420p`).
    private let planes: YUV420Planes
    private let strides: [Int32]
    /// The AVC decoder configuration record (ISO/IEC 14496-15) of this stream, with its
    /// parameter sets: what an MP4's `avcC` and Matroska's codec private data hold.
    let decoderConfiguration: [UInt8]
    private let handle: OpaquePointer
    /// x264's SEI naming its version and options, sent before the first unit as FFmpeg's
    /// wrapper sends it; nil once sent.
    private var leadingSEI: [UInt8]?

    /// `crf` and `preset` as ffmpeg's `-crf` and `-preset`; `threads` nil for x264's own count
    /// for the machine, `lookahead` nil for the preset's.
    init(size: PixelSize, fps: (numerator: Int, denominator: Int), preset: String, crf: Int, threads: Int?,
         lookahead: Int?) throws(Failure) {
        planes = YUV420Planes(size)
        strides = planes.strides.map { Int32($0) }
        var error = [CChar](repeating: 0, count: 512)
        let opened = preset.withCString { preset in
            var settings = cm_h264_settings(width: Int32(size.width), height: Int32(size.height), fps_num: Int32(fps.numerator),
                                            fps_den: Int32(fps.denominator), preset: preset, crf: Double(crf),
                                            threads: Int32(threads ?? 0), lookahead: Int32(lookahead ?? -1))
            return cm_h264_open(&settings, &error, error.count)
        }
        guard let opened else {
            throw .unopened(reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        handle = opened
        var sps: UnsafePointer<UInt8>?, pps: UnsafePointer<UInt8>?, sei: UnsafePointer<UInt8>?, spsSize = 0, ppsSize = 0, seiSize = 0
        cm_h264_headers(opened, &sps, &spsSize, &pps, &ppsSize, &sei, &seiSize)
        decoderConfiguration = Self.decoderConfiguration(sps: Array(UnsafeBufferPointer(start: sps, count: spsSize)),
                                                          pps: Array(UnsafeBufferPointer(start: pps, count: ppsSize)))
        leadingSEI = seiSize > 0 ? Array(UnsafeBufferPointer(start: sei, count: seiSize)) : nil
    }

    deinit {
        cm_h264_close(handle)
    }

    /// The record with one parameter set of each kind and 4-byte NAL lengths, as x264 writes
    /// them; for the High profiles, the trailer saying 4:2:0 in 8 bits with no extension sets,
    /// as ffmpeg writes it into an MP4.
    static func decoderConfiguration(sps: [UInt8], pps: [UInt8]) -> [UInt8] {
        let profile = sps.count > 1 ? sps[1] : 0
        // Version 1, then the profile, its compatibility flags and the level from the SPS.
        let record = [1, profile, sps.count > 2 ? sps[2] : 0, sps.count > 3 ? sps[3] : 0, 0xFF, 0xE1]
            + bigEndianBytes(UInt16(sps.count)) + sps + [1] + bigEndianBytes(UInt16(pps.count)) + pps
        return [100, 110, 122, 144].contains(profile) ? record + [0xFC | 1, 0xF8, 0xF8, 0] : record
    }

    /// Encodes the yuv420p `frame` (`RawVideoInput.yuv420p`'s layout) shown at `pts`; the unit
    /// x264 gives back, if any yet (it holds frames for its lookahead and B-frames).
    func encode(_ frame: [UInt8], pts: Int64) throws(Failure) -> Unit? {
        guard frame.count == planes.frameBytes else { throw .encoding(pts: pts) }
        return try frame.withUnsafeBufferPointer { (bytes) throws(Failure) -> Unit? in
            let base = bytes.baseAddress!
            let planes: [UnsafePointer<UInt8>?] = self.planes.offsets.map { base + $0 }
            return try planes.withUnsafeBufferPointer { planes throws(Failure) in
                try strides.withUnsafeBufferPointer { strides throws(Failure) in
                    try unit(pts) { cm_h264_encode(handle, planes.baseAddress, strides.baseAddress, pts, &$0) }
                }
            }
        }
    }

    /// Whether x264 still holds frames for its lookahead and B-frames.
    var holdsFrames: Bool { cm_h264_delayed_frames(handle) > 0 }

    /// Once every frame is in: the next unit of the frames x264 holds, or nil when its
    /// lookahead has none ready yet (it may hold them all, with fewer frames than it looks ahead).
    func flush() throws(Failure) -> Unit? {
        try unit(-1) { cm_h264_encode(handle, nil, nil, 0, &$0) }
    }

    private func unit(_ pts: Int64, _ call: (inout cm_h264_unit) -> Int32) throws(Failure) -> Unit? {
        var unit = cm_h264_unit()
        switch call(&unit) {
        case 1:
            let bytes = (leadingSEI ?? []) + UnsafeBufferPointer(start: unit.bytes, count: unit.size)
            leadingSEI = nil
            return Unit(bytes: bytes, pts: unit.pts, dts: unit.dts, keyframe: unit.keyframe != 0)
        case 0: return nil
        default: throw .encoding(pts: pts)
        }
    }
}
