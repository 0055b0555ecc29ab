import ChessMotion
import ChessMotionSupport
import FoundationEssentials
import MotionExport
import MotionKit

struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Render a scene as a video (.mp4, .webm, ProRes .mov), a GIF, a folder of PNG frames, or a Lottie (.json, .lottie)."
    static let usage = ["render SCENE -o OUT [OPTIONS] [RENDERING OPTIONS]"]
    static let discussion = """
    Renders SCENE frame by frame, on every core, and streams the frames in order into ffmpeg
    (raw pixels through a pipe, no temporary images) or into numbered PNG files. Memory stays
    the same however long the clip.

    OUT decides the format:
      NAME.mp4                 H.264 (yuv420p, bt709; odd sizes grow by a pixel to even ones)
      NAME.webm                VP9; with --transparent, VP9 with alpha (yuva420p)
      NAME.mov                 ProRes 4444 (yuva444p10le) with alpha, for video editors
      NAME.gif                 animated GIF, one palette fitted to the whole clip in a first
                               pass; only what changes from frame to frame is stored
      FOLDER/ or a folder      frame-00000.png, frame-00001.png, ... (frame k is at k / fps)
      NAME.json                Lottie: one loop as vector layers and keyframes, text as
                               outlines, colour slots, markers play/rest/reduced-motion
      NAME.lottie              dotLottie: that animation with a light and a dark theme
    A name with no extension that is no folder is refused: write NAME.mp4 or NAME/. Video needs
    ffmpeg ('sudo apt-get install ffmpeg'); GIFs and PNG sequences do not. An existing file is
    replaced only once the new one is complete.

    --quality sets the CRF of .mp4 (\(OutputOptions.range(VideoFormat.mp4.qualityRange ?? 0...0)), default \(VideoFormat.mp4.defaultQuality ?? 0)) and .webm (\(OutputOptions.range(VideoFormat.webm.qualityRange ?? 0...0)), default \(VideoFormat.webm.defaultQuality ?? 0)):
    lower is better and bigger. --transparent leaves the background unpainted for compositing;
    it needs an output with alpha: \(alphaOutputs.joined(separator: ", ")).
    """
    static let arguments = [SceneArgument.help]

    static let playback = Option(
        "--playback", kind: .choice(ClipPlayback.allCases.map(\.rawValue)),
        help: "live: as in the app, the loops played twice, then the still frame held for --hold seconds; "
            + "loop: one seamless loop (GIFs repeat forever); once: the scene once, first to last frame (GIFs play once)",
        default: .text(ClipPlayback.live.rawValue))
    static let hold = Option(
        "--hold", value: "SECONDS", kind: .number(0...FrameSchedule.maximumHold),
        help: "how long live playback holds the still frame", default: .text(FrameSchedule.defaultHold.trimmed))
    static let fps = Option(
        "--fps", value: "N", kind: .number(FrameSchedule.fpsRange), help: "frames per second",
        default: .text("60; 50 for .gif, whose timing is in hundredths of a second"))
    static let from = Option(
        "--from", value: "SECONDS", kind: .number(nil), help: "start this far into the clip", default: .text("0"))
    static let to = Option(
        "--to", value: "SECONDS", kind: .number(nil), help: "end this far into the clip", default: .text("the clip's end"))
    static let output = Option(
        "--output", short: "-o", value: "OUT", kind: .text, help: "where to write (see above)")
    static let quiet = OutputOptions.quiet.with(
        help: "no progress bar (it is drawn only when stderr is a terminal) and no line saying what was written")
    static let quality = OutputOptions.quality.with(
        help: "the CRF of .mp4 (\(OutputOptions.range(VideoFormat.mp4.qualityRange ?? 0...0))) or "
            + ".webm (\(OutputOptions.range(VideoFormat.webm.qualityRange ?? 0...0))): lower is better and bigger",
        default: .text("\(VideoFormat.mp4.defaultQuality ?? 0) for .mp4, \(VideoFormat.webm.defaultQuality ?? 0) for .webm"))
    static let transparent = OutputOptions.transparent.with(
        help: "leave the background unpainted (alpha 0) in \(alphaOutputs.joined(separator: ", "))")

    /// The outputs that keep an alpha channel, as the help and the errors name them.
    static let alphaOutputs = RenderOutput.frames.family.filter(\.carriesAlpha).map(\.name)

    static let optionGroups = [
        OptionGroup("Options", [playback, hold, fps, from, to] + RenderWorkers.options),
        OptionGroup("Output", [output, quality, transparent, WordsOptions.captions, quiet]),
        SoundOptions.group,
        GIFOutputOptions.group,
        GameOptions.group,
        RenderingOptions.group(RenderingOptions.sceneLook + RenderingOptions.sceneSize),
    ]

    static let notes = """
    Times are seconds of the clip as it plays; a scene with speed 1.2 runs 1.2 scene seconds
    per clip second, as in the app.
    """

    static let examples = [
        "render coins -o coins.mp4",
        "render coins --playback loop --width 480 -o coins.gif",
        "render coins --scheme dark --fps 30 --from 2 --to 5 -o forge.webm",
        "render coins --playback once -o frames/",
        "render coins --quality 23 -o small.mp4",
        "render Examples/Games/opera-game.pgn --sound standard -o opera.mp4",
        "render coins --mute -o silent.mp4",
        "render Examples/Games/opera-game.pgn --captions --locale es -o opera.webm",
        "render coins --transparent -o overlay.webm",
        "render bots --transparent -o overlay.mov",
        "render coins --transparent --playback once -o frames/",
        "render Examples/Games/opera-game.pgn --frames moves -o opera.gif",
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let quiet = arguments.flag(Self.quiet)
        guard let path = arguments.text(output) else { throw UsageError.missingArgument("-o OUT") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        let target = try ExportTarget(path: path)
        let spec = try Self.spec(arguments, options: options, output: target.output).checked(output: "-o \(path)")
        let gif = try GIFRequest(arguments, target: target, timingOptions: [playback, hold, fps, from, to])

        let setup = try options.prepare(sceneName)
        if let gif, gif.style == .moves, case .video(_, let url) = target {
            return try renderMoves(gif, setup: setup, options: options, arguments: arguments, to: url, path: path, quiet: quiet)
        }
        let plan = try setup.plan(spec)
        // Before ffmpeg starts or a file is touched: a render that cannot fit is refused whole.
        let workers = RenderWorkers(arguments)
        let parallel = try workers.renderer(for: plan.size, priority: plan.workerPriority)
        let written = try ProgressBar.showing(quiet: quiet) { progress in
            try plan.write(to: target.url, parallel: parallel, budget: workers.budget, gifLoopCount: gif?.loop,
                           ffmpeg: FFmpeg.locate, progress: progress) {
                ExportInterruption(message: Self.interruptedMessage(target), cleanup: $0)
            }
        }
        Self.report(written, plan: plan, path: path, quiet: quiet)
        return 0
    }

    /// The command line's options as the library's description of the render; `check` is the
    /// spec's, worded for `-o`.
    static func spec(_ arguments: ParsedArguments, options: RenderingOptions, output: RenderOutput) throws -> RenderSpec {
        var spec = RenderSpec(output: output, overrides: options.overrides)
        (spec.width, spec.scale) = (options.width, options.scale)
        spec.playback = arguments.choice(playback, as: ClipPlayback.self)
        (spec.hold, spec.fps, spec.from, spec.to) = (arguments.number(hold), arguments.number(fps), arguments.number(from), arguments.number(to))
        (spec.quality, spec.transparent) = (arguments.integer(quality), arguments.flag(transparent))
        (spec.sound, spec.mute) = (arguments.text(SoundOptions.sound), arguments.flag(SoundOptions.mute))
        spec.captions = arguments.flag(WordsOptions.captions)
        return spec
    }

    /// What an interrupted render says it left behind.
    static func interruptedMessage(_ target: ExportTarget) -> String {
        switch target {
        case .sequence: "interrupted: the frames written so far are complete"
        case .video(let format, _): "interrupted: no \(format == .gif ? "GIF" : "video") was written"
        case .lottie: "interrupted: no Lottie file was written"
        }
    }

    /// The lines that say what was written, and what came beside it.
    static func report(_ written: RenderWrite, plan: RenderPlan, path: String, quiet: Bool) {
        if let animation = written.lottie {
            WrittenOutput(target: path, details: [
                plan.spec.output.name, WrittenOutput.pixels(plan.size),
                "\(animation.frameCount) frames at \((plan.fps ?? LottieOutput.defaultFPS).trimmed) fps",
                "\(animation.layerCount) layers", "\(animation.keyframeCount) keyframes", "\(animation.imageCount) images",
                WrittenOutput.bytes(written.bytes ?? 0), "made in \(WrittenOutput.tenths(written.wallTime))",
            ]).report(quiet: quiet)
            return
        }
        if written.removedStaleFrames > 0, !quiet {
            Console.error("removed \(written.removedStaleFrames) frames left in \(path) by an earlier, longer render")
        }
        if let schedule = plan.schedule {
            WrittenOutput.clip(to: path, frames: written.storedFrames, size: plan.size, timing: schedule.timing, bytes: written.bytes,
                               wallTime: written.wallTime).report(quiet: quiet)
        }
        if let captionsFile = written.captions {
            // Named as the user named the video.
            let shown = URL(fileURLWithPath: path).deletingPathExtension().path + "." + captionsFile.pathExtension
            WrittenOutput(target: shown, details: ["WebVTT captions", ByteCount.rounded(ByteCount.ofFile(at: captionsFile) ?? 0)]).report(quiet: quiet)
        }
    }
}

extension FrameSchedule {
    /// "6.03 s at 60 fps", for the line that says what was written.
    var timing: String { "\(WrittenOutput.seconds(clipDuration)) at \(fps.trimmed) fps" }
}
