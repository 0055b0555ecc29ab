import ChessMotion
import ChessMotionSupport
import Foundation
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

    /// `--quality` only for a format with a CRF, inside its scale; `--transparent` only for an
    /// output with alpha. Checked before ffmpeg is looked for or anything drawn.
    static func check(quality crf: Int?, transparent: Bool, target: ExportTarget, path: String) throws(UsageError) {
        do throws(OutputChoiceError) { _ = try OutputChoices(quality: crf, transparent: transparent, for: target.output) } catch {
            throw UsageError(error, output: "-o \(path)")
        }
    }

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderingOptions(arguments)
        let mode = arguments.choice(playback, as: ClipPlayback.self) ?? .live
        let held = arguments.number(hold)
        let quiet = arguments.flag(Self.quiet)
        guard let path = arguments.text(output) else { throw UsageError.missingArgument("-o OUT") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        if held != nil, mode != .live { throw UsageError.conflictingOptions(hold.name, "--playback \(mode.rawValue)") }

        let target = try ExportTarget(path: path)
        let crf = arguments.integer(quality)
        let transparentBackground = arguments.flag(transparent)
        let sound = try SoundOptions.choice(arguments)
        let captions = try WordsOptions.captions(arguments, target: target, path: path)
        try Self.check(quality: crf, transparent: transparentBackground, target: target, path: path)
        let gif = try GIFRequest(arguments, target: target, timingOptions: [playback, hold, fps, from, to])
        // Before any rendering: a missing ffmpeg should not cost the user a minute of frames.
        let ffmpeg: URL? = if case .video(let format, _) = target, format != .gif { try FFmpeg.locate() } else { nil }

        let setup = try options.prepare(sceneName)
        if case .lottie(let url, let archive) = target {
            return try renderLottie(setup: setup, options: options, arguments: arguments, to: url, archive: archive,
                                    path: path, transparent: transparentBackground, quiet: quiet)
        }
        if let gif, gif.style == .moves, case .video(_, let url) = target {
            return try renderMoves(gif, setup: setup, options: options, arguments: arguments, to: url, path: path, quiet: quiet)
        }
        var renderer = setup.renderer
        renderer.environment.transparentBackground = transparentBackground
        let requested = try options.pixelSize(for: setup)
        let schedule = try Self.schedule(for: setup, arguments, mode: mode, held: held, defaultFPS: target.defaultFPS)

        let size: PixelSize, priority: WorkerPriority
        if case .video(let format, _) = target {
            size = format.encodedSize(for: requested)
            priority = format == .gif ? GIFEncoder.workerPriority : VideoEncoder.workerPriority
        } else {
            size = requested
            priority = PNGSequenceWriter.workerPriority
        }
        // Before ffmpeg starts or a file is touched: a render that cannot fit is refused whole.
        let workers = RenderWorkers(arguments)
        let parallel = try workers.renderer(for: size, priority: priority)
        var captionsFile: URL?
        let (frames, wallTime, bytes): (Int, Double, Int?) = try ProgressBar.showing(quiet: quiet) { progress in
            switch target {
            case .video(let format, let url):
                // The one rule of which exporter writes which format, as batch and serve use it.
                let written = try setup.writeClip(format, schedule: schedule, size: size, parallel: parallel, quality: crf,
                                                  transparent: transparentBackground, gifLoopCount: gif?.loop,
                                                  sound: sound, captions: captions, budget: workers.budget, to: url,
                                                  ffmpeg: { try ffmpeg ?? FFmpeg.locate() }, progress: progress) {
                    ExportInterruption(message: "interrupted: no \(format == .gif ? "GIF" : "video") was written", cleanup: $0)
                }
                captionsFile = written.captions
                return (written.storedFrames, written.wallTime, written.bytes)
            case .lottie:
                preconditionFailure("a Lottie target is written before any frame is rendered")
            case .sequence(let folder):
                var writer = try PNGSequenceWriter(folder: folder, count: schedule.count)
                let interruption = ExportInterruption(message: "interrupted: the frames written so far are complete",
                                                      cleanup: writer.interruptionCleanup)
                defer { interruption.end() }
                let report = try ClipExporter(renderer: renderer, schedule: schedule, size: size, parallel: parallel)
                    .export(into: &writer, progress: progress)
                if writer.removedStaleFrames > 0, !quiet {
                    Console.error("removed \(writer.removedStaleFrames) frames left in \(folder.path) by an earlier, longer render")
                }
                return (report.frames, report.wallTime, writer.bytesWritten)
            }
        }
        WrittenOutput.clip(to: path, frames: frames, size: size, timing: schedule.timing, bytes: bytes,
                           wallTime: wallTime).report(quiet: quiet)
        if let captionsFile {
            // Named as the user named the video.
            let shown = (path as NSString).deletingPathExtension + "." + captionsFile.pathExtension
            WrittenOutput(target: shown, details: ["WebVTT captions", ByteCount.rounded(ByteCount.ofFile(at: captionsFile) ?? 0)]).report(quiet: quiet)
        }
        return 0
    }

    /// The frames' instants: the scene's timeline played as asked, at the target's rate unless
    /// `--fps` says otherwise.
    static func schedule(for setup: PreparedScene, _ arguments: ParsedArguments, mode: ClipPlayback, held: Double?,
                         defaultFPS: Double) throws -> FrameSchedule {
        try FrameSchedule(timeline: PlaybackTimeline(scene: setup.scene), playback: mode,
                          fps: arguments.number(fps) ?? defaultFPS, hold: held ?? FrameSchedule.defaultHold,
                          from: arguments.number(from), to: arguments.number(to), reduceMotion: setup.reduceMotion)
    }
}

extension FrameSchedule {
    /// "6.03 s at 60 fps", for the line that says what was written.
    var timing: String { "\(WrittenOutput.seconds(clipDuration)) at \(fps.trimmed) fps" }
}
