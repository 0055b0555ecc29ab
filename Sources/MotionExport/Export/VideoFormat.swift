import MotionKit
/// The clip formats written through ffmpeg, chosen by the output's extension.
package enum VideoFormat: String, Sendable, Hashable, CaseIterable {
    /// H.264 in MP4, yuv420p so that every player takes it.
    case mp4
    /// VP9 in WebM; with a transparent background, yuva420p (VP9's alpha, which browsers play).
    case webm
    /// An animated GIF. The tool writes it with `GIFExporter` (flat memory); ffmpeg's
    /// palettegen/paletteuse path below stays as the reference the benchmark compares against.
    case gif
    /// ProRes 4444 in QuickTime, yuva444p10le: the intermediate video editors composite with.
    case mov

    package init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// 60 frames a second, except for GIF: its delays are whole hundredths of a second, and
    /// browsers slow down frames shorter than two, so 50 is its fastest faithful rate.
    package var defaultFPS: Double { self == .gif ? 50 : 60 }

    /// 4:2:0 chroma covers pixels in pairs, so H.264 and VP9 in yuv420p need even sides; ProRes
    /// works in 4:4:4 here but its encoder is kept to even sides as editors expect.
    package var requiresEvenDimensions: Bool { self != .gif }

    /// The size actually encoded: odd sides grow by one pixel where the codec needs even ones
    /// (the renderer fits the scene's box inside, so nothing is cropped or stretched).
    package func encodedSize(for size: PixelSize) -> PixelSize {
        guard requiresEvenDimensions else { return size }
        return PixelSize(width: size.width + size.width % 2, height: size.height + size.height % 2)
    }

    /// Whether the format keeps an alpha channel, so that `--transparent` means something in it.
    package var carriesAlpha: Bool { self == .webm || self == .mov }

    /// The CRF scale of the format's encoder (lower is better and bigger), nil where there is none.
    package var qualityRange: ClosedRange<Int>? {
        switch self {
        case .mp4: 0...51
        case .webm: 0...63
        case .gif, .mov: nil
        }
    }

    /// The CRF used when none is asked for: visually lossless for H.264's flat colours, and VP9's
    /// usual balance of size and quality.
    package var defaultQuality: Int? {
        switch self {
        case .mp4: 18
        case .webm: 30
        case .gif, .mov: nil
        }
    }

    /// ffmpeg's options for the sound track in this format, nil where it has none: AAC in MP4 and
    /// Opus in WebM (what browsers play), 16-bit PCM in QuickTime (what editors take, uncompressed
    /// like its ProRes). The track is mono, at the sound sets' rate.
    package var audioEncoderArguments: [String]? {
        switch self {
        case .mp4: ["-c:a", "aac", "-b:a", "128k"]
        case .webm: ["-c:a", "libopus", "-b:a", "96k"]
        case .mov: ["-c:a", "pcm_s16le"]
        case .gif: nil
        }
    }

    /// ffmpeg's codec for a subtitle track in this format, nil where it has none: mov_text, the
    /// text track MP4 and QuickTime players read, and WebVTT, the one WebM takes.
    package var subtitleCodec: String? {
        switch self {
        case .mp4, .mov: "mov_text"
        case .webm: "webvtt"
        case .gif: nil
        }
    }

    /// x264's preset for MP4, whether ffmpeg runs it or this process does (`H264Encoder`).
    static let x264Preset = "medium"

    /// An MP4 whose index comes first, so a browser plays it before it has all of it.
    static let mp4Container = ["-movflags", "+faststart", "-f", "mp4"]

    /// ffmpeg's options after the raw input for this format. `repeats` sets whether a GIF loops;
    /// `quality` is the CRF (the default when nil); `transparent` keeps the alpha channel; `input`
    /// is what the pipe carries: planar YUV that is already bt709 needs no colour conversion,
    /// BGRA is converted by ffmpeg with the bt709 matrix.
    func encoderArguments(repeats: Bool, quality: Int? = nil, transparent: Bool = false,
                          input: RawVideoInput = .bgra) -> [String] {
        let crf = String(quality ?? defaultQuality ?? 0)
        let colour = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]
        let convert = input == .bgra ? ["-vf", "scale=out_color_matrix=bt709"] : []
        switch self {
        case .mp4:
            return ["-c:v", "libx264", "-preset", Self.x264Preset, "-crf", crf, "-pix_fmt", "yuv420p"] + convert + colour
                + Self.mp4Container
        case .webm:
            return ["-c:v", "libvpx-vp9", "-crf", crf, "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
                    "-pix_fmt", transparent ? "yuva420p" : "yuv420p"] + convert + colour
                // Matroska's segment ID is random, and its header names the muxer's version:
                // without them the same frames are the same file, whoever writes it.
                + ["-fflags", "+bitexact", "-f", "webm"]
        case .gif:
            // One filter graph: palettegen sees every frame, then paletteuse maps them all to that
            // palette, so the colours hold steady from frame to frame.
            return ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                    "-loop", repeats ? "0" : "-1", "-f", "gif"]
        case .mov:
            // Profile 4444 with a 16-bit alpha plane: the alpha editors key on. ProRes is an
            // intra-frame intermediate with no CRF; its quality is fixed by the profile. prores_ks
            // takes its colour tags from the frames, not from -colorspace: setparams sets them.
            return ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-alpha_bits", "16",
                    "-vf", "scale=out_color_matrix=bt709:out_range=tv,setparams=colorspace=bt709:color_primaries=bt709:color_trc=bt709"]
                + colour + ["-f", "mov"]
        }
    }
}
