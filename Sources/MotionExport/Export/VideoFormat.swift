import MotionKit
/// The clip formats written through ffmpeg, chosen by the output's extension.
public enum VideoFormat: String, Sendable, Hashable, CaseIterable {
    /// H.264 in MP4, yuv420p so that every player takes it.
    case mp4
    /// VP9 in WebM.
    case webm
    /// An animated GIF. The tool writes it with `GIFExporter` (flat memory); ffmpeg's
    /// palettegen/paletteuse path below stays as the reference the benchmark compares against.
    case gif

    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// 4:2:0 chroma covers pixels in pairs, so H.264 and VP9 in yuv420p need even sides.
    public var requiresEvenDimensions: Bool { self != .gif }

    /// The size actually encoded: odd sides grow by one pixel where the codec needs even ones
    /// (the renderer fits the scene's box inside, so nothing is cropped or stretched).
    public func encodedSize(for size: PixelSize) -> PixelSize {
        guard requiresEvenDimensions else { return size }
        return PixelSize(width: size.width + size.width % 2, height: size.height + size.height % 2)
    }

    /// ffmpeg's options after the raw input for this format. `repeats` sets whether a GIF loops.
    func encoderArguments(repeats: Bool) -> [String] {
        switch self {
        case .mp4:
            ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
             "-vf", "scale=out_color_matrix=bt709", "-colorspace", "bt709", "-color_primaries", "bt709",
             "-color_trc", "bt709", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
             "-pix_fmt", "yuv420p", "-vf", "scale=out_color_matrix=bt709", "-colorspace", "bt709",
             "-color_primaries", "bt709", "-color_trc", "bt709", "-f", "webm"]
        case .gif:
            // One filter graph: palettegen sees every frame, then paletteuse maps them all to that
            // palette, so the colours hold steady from frame to frame.
            ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
             "-loop", repeats ? "0" : "-1", "-f", "gif"]
        }
    }
}
