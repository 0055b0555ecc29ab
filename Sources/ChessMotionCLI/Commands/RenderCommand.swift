import ChessMotion
import MotionExport
import Foundation
import MotionKit

struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Render a scene as a video (.mp4, .webm), a GIF, or a folder of PNG frames."
    static let help = """
    Usage: chess-motion render SCENE -o OUT [OPTIONS] [RENDERING OPTIONS]

    Renders SCENE frame by frame, on every core, and streams the frames in order into ffmpeg
    (raw pixels through a pipe, no temporary images) or into numbered PNG files. Memory stays
    the same however long the clip.

    OUT decides the format:
      NAME.mp4                 H.264 (yuv420p; odd sizes grow by a pixel to even ones)
      NAME.webm                VP9
      NAME.gif                 animated GIF with one palette made for the whole clip
      FOLDER or FOLDER/        frame-00000.png, frame-00001.png, ... (frame k is at k / fps)
    Video and GIF need ffmpeg ('sudo apt-get install ffmpeg'); PNG sequences do not. An
    existing file is replaced only once the new one is complete.

    Options:
      -o, --output OUT         where to write (see above)
      --playback MODE          live (default): as in the app, the loops played twice, then the
                               still frame held for --hold seconds;
                               loop: one seamless loop (GIFs repeat forever);
                               once: the scene once, first to last frame (GIFs play once)
      --hold SECONDS           how long live playback holds the still frame (default 2)
      --fps N                  frames per second, 1 to 240 (default 60; 50 for .gif, whose
                               timing is in hundredths of a second)
      --from SECONDS           start this far into the clip (default 0)
      --to SECONDS             end this far into the clip (default: the clip's end)
    \(RenderWorkers.help)
      --quiet                  no progress bar (it is shown only when stderr is a terminal)
    \(RenderingOptions.helpText)

    Times are seconds of the clip as it plays; a scene with speed 1.2 runs 1.2 scene seconds
    per clip second, as in the app.

    Examples:
      chess-motion render coins -o coins.mp4
      chess-motion render coins --playback loop --width 480 -o coins.gif
      chess-motion render coins --scheme dark --fps 30 --from 2 --to 5 -o forge.webm
      chess-motion render coins --playback once -o frames/
    """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let fps = try arguments.double("--fps", in: FrameSchedule.fpsRange)
        let playback = try arguments.choice("--playback", as: ClipPlayback.self) ?? .live
        let hold = try arguments.double("--hold", in: 0...FrameSchedule.maximumHold)
        let from = try arguments.double("--from")
        let to = try arguments.double("--to")
        let workers = try RenderWorkers.parse(&arguments)
        let quiet = arguments.flag("--quiet", "-q")
        let options = try RenderingOptions.parse(&arguments)
        guard let output = try arguments.value("-o", "--output") else { throw UsageError.missingArgument("-o OUT") }
        let sceneName = try arguments.positionals(exactly: "SCENE")[0]
        if hold != nil, playback != .live { throw UsageError.conflictingOptions("--hold", "--playback \(playback.rawValue)") }

        let target = try ExportTarget(path: output)
        // Before any rendering: a missing ffmpeg should not cost the user a minute of frames.
        let ffmpeg: URL? = if case .video = target { try FFmpeg.locate() } else { nil }

        let setup = try options.prepare(sceneName)
        let scene = setup.scene, renderer = setup.renderer
        let requested = try options.pixelSize(box: scene.box)
        let schedule = try FrameSchedule(timeline: PlaybackTimeline(scene: scene), playback: playback,
                                         fps: fps ?? target.defaultFPS, hold: hold ?? FrameSchedule.defaultHold,
                                         from: from, to: to, reduceMotion: setup.reduceMotion)

        var bar = ProgressBar(quiet: quiet)
        let report: ExportReport
        let size: PixelSize
        if case .video(let format, _) = target { size = format.encodedSize(for: requested) } else { size = requested }
        // Before ffmpeg starts or a file is touched: a render that cannot fit is refused whole.
        let parallel = try workers.renderer(for: size)
        do {
            switch target {
            case .video(let format, let url):
                var encoder = try VideoEncoder(format: format, size: size, fps: schedule.fps, repeats: playback == .loop,
                                               to: url, ffmpeg: ffmpeg ?? FFmpeg.locate())
                let interruption = ExportInterruption(message: "interrupted: no video was written",
                                                      cleanup: encoder.interruptionCleanup)
                defer { interruption.end() }
                report = try ClipExporter(renderer: renderer, schedule: schedule, size: size, parallel: parallel)
                    .export(into: &encoder) { bar.update($0) }
            case .sequence(let folder):
                var writer = try PNGSequenceWriter(folder: folder, count: schedule.count)
                let interruption = ExportInterruption(message: "interrupted: the frames written so far are complete",
                                                      cleanup: writer.interruptionCleanup)
                defer { interruption.end() }
                report = try ClipExporter(renderer: renderer, schedule: schedule, size: size, parallel: parallel)
                    .export(into: &writer) { bar.update($0) }
                if writer.removedStaleFrames > 0, !quiet {
                    Console.error("removed \(writer.removedStaleFrames) frames left in \(folder.path) by an earlier, longer render")
                }
            }
        } catch {
            bar.abandon()
            throw error
        }
        bar.finish("wrote \(output): \(report.frames) frames at \(size), \(schedule.clipDuration.formatted) s at "
            + "\(schedule.fps.formatted) fps in \(String(format: "%.1f", report.wallTime)) s")
        return 0
    }
}
