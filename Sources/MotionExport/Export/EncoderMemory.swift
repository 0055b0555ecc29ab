import ChessMotionSupport
import MotionKit

/// What the encoder holds while it encodes, and the settings that keep it within the memory
/// budget: x264 in this process for MP4 (`H264Encoder`), ffmpeg's libvpx for WebM.
///
/// The encoder is outside the frames `RenderMemoryBudget` plans, and its memory grows with the
/// frame: x264 keeps its lookahead (40 frames at `-preset medium`), its B-frames and
/// references, and a set of frames a thread; libvpx keeps up to 25 frames for its alt-ref. At `--width 8192` that was 4.1 GB (MP4) and 5.6 GB (WebM). So the encoder is held
/// to the budget too: each format has a ladder of settings, from today's (which every size up
/// to 1080 pixels wide keeps, and with it the same bytes) to the leanest (no lookahead, one
/// thread), and an encode uses the first rung whose estimate fits the budget. When even the
/// leanest does not, the render is refused before the encoder starts, with the size, the
/// estimate and the budget.
///
/// The estimate is `fixed + (frames + framesPerThread × threads) × one frame's planes`, fitted to
/// ffmpeg 5.1's peak RSS at 1024 and 2048 pixels wide (`chess-motion-bench encoder-memory`
/// checks it at 4096 and 8192), with a margin on top.
package enum EncoderMemory {
    /// One rung: the options added after the format's own, and what it costs.
    package struct Settings: Sendable, Hashable, CustomStringConvertible {
        /// ffmpeg options that override the format's defaults (empty: today's settings).
        package var arguments: [String]
        /// Bytes ffmpeg holds whatever the size: the program, its libraries, its buffers.
        var fixedBytes: Int
        /// Frames held whatever the thread count, and frames each encoding thread adds.
        var frames: Double
        var framesPerThread: Double
        /// The thread count the options fix, nil: the encoder's own choice for the machine.
        var threads: Int?
        /// x264's lookahead the options fix, nil: the preset's.
        var lookahead: Int?

        package var description: String { arguments.isEmpty ? "the default settings" : arguments.joined(separator: " ") }
    }

    /// The margin over a fitted estimate: the fit is from one machine and one ffmpeg.
    static let margin = 1.15

    /// The rungs for `format`, richest first; nil for a format whose encoder is not budgeted (GIF
    /// is ChessMotion's own encoder; ProRes is intra-only and holds a frame or two a thread).
    package static func ladder(for format: VideoFormat) -> [Settings]? {
        let mb = 1 << 20
        switch format {
        case .mp4:
            // x264 at -preset medium, peak RSS on two cores (three threads), per frame of yuv420p:
            // default 133 frames, -rc-lookahead 10: 72, 0: 58, and with -threads 1: 34 (12 a thread).
            return [
                Settings(x264Threads: nil, lookahead: nil, fixedBytes: 78 * mb, frames: 98),
                Settings(x264Threads: nil, lookahead: 10, fixedBytes: 68 * mb, frames: 37),
                Settings(x264Threads: nil, lookahead: 0, fixedBytes: 65 * mb, frames: 23),
                Settings(x264Threads: 1, lookahead: 0, fixedBytes: 60 * mb, frames: 23),
            ]
        case .webm:
            // libvpx-vp9 (good, cpu-used 4, row-mt): default 86 frames, with no alt-ref lag 54, and
            // with one thread 53: its frame pool, not its threads, is most of it.
            return [
                Settings(arguments: [], fixedBytes: 87 * mb, frames: 84, framesPerThread: 1),
                Settings(arguments: ["-lag-in-frames", "0", "-auto-alt-ref", "0"], fixedBytes: 72 * mb, frames: 52,
                         framesPerThread: 1),
                Settings(arguments: ["-lag-in-frames", "0", "-auto-alt-ref", "0", "-threads", "1"], fixedBytes: 66 * mb,
                         frames: 52, framesPerThread: 1, threads: 1),
            ]
        case .gif, .mov:
            return nil
        }
    }

    /// The threads the encoder starts by itself on `cores` cores: x264 takes one and a half a
    /// core, libvpx one a core up to 16.
    static func automaticThreads(_ format: VideoFormat, cores: Int) -> Int {
        format == .mp4 ? max(1, cores * 3 / 2) : min(max(1, cores), 16)
    }

    /// Bytes of one frame as the encoder holds it: planar 4:2:0, with an alpha plane when kept.
    static func frameBytes(_ size: PixelSize, transparent: Bool) -> Int {
        size.width * size.height * (transparent ? 5 : 3) / 2
    }

    /// The estimated peak of ffmpeg encoding frames of `size` with `settings`.
    package static func estimate(_ settings: Settings, format: VideoFormat, size: PixelSize, transparent: Bool = false,
                                 cores: Int) -> Int {
        let threads = Double(settings.threads ?? automaticThreads(format, cores: cores))
        let frames = settings.frames + settings.framesPerThread * threads
        return Int((Double(settings.fixedBytes) + frames * Double(frameBytes(size, transparent: transparent))) * margin)
    }

    /// The richest settings for `format` at `size` whose estimate fits `budget`; the format's
    /// defaults for one that is not budgeted. Throws when even the leanest would not fit.
    package static func settings(for format: VideoFormat, size: PixelSize, transparent: Bool = false,
                                 budget: RenderMemoryBudget, cores: Int = ParallelFrameRenderer.defaultWorkers)
        throws(ExportError) -> Settings {
        guard let ladder = ladder(for: format), let leanest = ladder.last else {
            return Settings(arguments: [], fixedBytes: 0, frames: 0, framesPerThread: 0)
        }
        for rung in ladder where estimate(rung, format: format, size: size, transparent: transparent, cores: cores) <= budget.bytes {
            return rung
        }
        throw .encoderOverMemoryBudget(Refusal(format: format, size: size, settings: leanest,
                                               estimate: estimate(leanest, format: format, size: size, transparent: transparent,
                                                                  cores: cores),
                                               budget: budget.bytes))
    }

    /// An encode refused for memory: even its leanest settings' estimate is over the budget.
    package struct Refusal: Sendable, Hashable, CustomStringConvertible {
        package var format: VideoFormat
        package var size: PixelSize
        package var settings: Settings
        package var estimate: Int
        package var budget: Int

        package var description: String {
            "encoding \(size) frames to .\(format.rawValue) needs about \(ByteCount.text(estimate)) in ffmpeg even with "
                + "\(settings), over the memory budget of \(ByteCount.text(budget)); use a smaller --width, or a "
                + "--memory-budget of at least \((estimate + (1 << 20) - 1) >> 20). Nothing was rendered"
        }
    }
}

extension EncoderMemory.Settings {
    /// An MP4 rung: x264's `threads` and `lookahead` (nil: x264's own) as ffmpeg's options, and
    /// kept as values for `H264Encoder`, which takes the same rung in this process. x264 holds
    /// 12 frames a thread.
    init(x264Threads threads: Int?, lookahead: Int?, fixedBytes: Int, frames: Double) {
        self.init(arguments: (threads.map { ["-threads", String($0)] } ?? []) + (lookahead.map { ["-rc-lookahead", String($0)] } ?? []),
                  fixedBytes: fixedBytes, frames: frames, framesPerThread: 12, threads: threads, lookahead: lookahead)
    }
}
