import MotionKit

/// What the pipe into ffmpeg carries, one frame after another.
///
/// Planar YUV is what x264 and libvpx encode. Converting to it on the render workers (in
/// parallel, about a millisecond a frame) leaves ffmpeg's one process nothing to do but encode,
/// and sends 1.5 bytes a pixel through the pipe instead of 4; `chess-motion-bench video` measures
/// both inputs against ffmpeg alone. BGRA stays for what needs alpha or a palette (transparent
/// WebM, ProRes 4444, GIF), straight (un-premultiplied) as ffmpeg reads it.
package enum RawVideoInput: String, Sendable, Hashable, CaseIterable {
    /// 8-bit B, G, R, A per pixel, straight alpha.
    case bgra
    /// 8-bit planar Y, then Cb and Cr at half width and height: bt709, limited range.
    case yuv420p

    /// The input this encoder feeds ffmpeg for `format`: YUV wherever the output is 4:2:0
    /// without alpha.
    package static func preferred(for format: VideoFormat, transparent: Bool) -> RawVideoInput {
        switch format {
        case .mp4: .yuv420p
        case .webm: transparent ? .bgra : .yuv420p
        case .gif, .mov: .bgra
        }
    }

    /// `-pix_fmt` of the raw input as ffmpeg names it.
    var ffmpegName: String { rawValue }

    /// Bytes of one frame of `size` in this layout.
    package func frameBytes(_ size: PixelSize) -> Int {
        switch self {
        case .bgra: size.width * size.height * 4
        case .yuv420p: YUV420Planes(size).frameBytes
        }
    }

    /// The frame's bytes in this layout: what `VideoEncoder.prepare` runs on the render workers.
    package func bytes(of frame: RasterImage) throws(RenderError) -> [UInt8] {
        var bytes: [UInt8] = []
        try write(frame, into: &bytes)
        return bytes
    }

    /// Whether `write(_:into:)` fills the storage it is given, so that a written frame's buffer is
    /// worth keeping for the next. Opaque BGRA is the frame's own bytes, shared rather than
    /// copied, and a kept one would only make the renderer copy its frame before drawing over it.
    var fillsGivenBuffer: Bool { self == .yuv420p }

    /// The frame's bytes in this layout, written over `buffer`'s storage where the layout allows;
    /// an image whose bytes are not its size's pixels is refused (`RenderError.encoding`).
    package func write(_ frame: RasterImage, into buffer: inout [UInt8]) throws(RenderError) {
        switch self {
        case .bgra:
            try frame.checkPixelCount()
            buffer = frame.straightBGRA()
        case .yuv420p: try frame.yuv420p(into: &buffer)
        }
    }

    /// ffmpeg's input options besides size and rate. Tagging the YUV input as bt709 limited range
    /// makes ffmpeg pass it through untouched instead of guessing bt601 and converting.
    var ffmpegInputArguments: [String] {
        switch self {
        case .bgra: ["-pix_fmt", ffmpegName]
        case .yuv420p: ["-pix_fmt", ffmpegName, "-color_range", "tv", "-colorspace", "bt709",
                        "-color_primaries", "bt709", "-color_trc", "bt709"]
        }
    }
}

/// Where a yuv420p frame's planes lie: Y, then Cb, then Cr, a chroma sample for each 2 × 2 block
/// (odd sides rounded up); the layout the pipe carries and `H264Encoder` hands to x264.
package struct YUV420Planes: Sendable {
    /// Each plane's first byte, Y, Cb, Cr.
    package let offsets: [Int]
    /// Each plane's bytes per row.
    package let strides: [Int]
    package let frameBytes: Int

    package init(_ size: PixelSize) {
        let lumaBytes = size.width * size.height
        let chromaWidth = (size.width + 1) / 2, chromaBytes = chromaWidth * ((size.height + 1) / 2)
        offsets = [0, lumaBytes, lumaBytes + chromaBytes]
        strides = [size.width, chromaWidth, chromaWidth]
        frameBytes = lumaBytes + 2 * chromaBytes
    }
}
