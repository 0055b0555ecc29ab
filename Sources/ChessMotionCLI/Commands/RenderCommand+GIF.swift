import ChessMotion
import ChessMotionSupport
import ChessScenes
import Foundation
import MotionExport
import MotionKit

/// What `render` was asked for when it writes a GIF: the loop count and the frame style. Nil
/// for any other output, where `--loop` and `--frames` are refused.
struct GIFRequest {
    let loop: Int?
    let style: GIFOutputOptions.FrameStyle

    /// `timingOptions` are the options that choose an animation's frames, which one frame per
    /// position leaves no room for.
    init?(_ arguments: ParsedArguments, target: ExportTarget, timingOptions: [Option]) throws(UsageError) {
        let style = arguments.choice(GIFOutputOptions.frames, as: GIFOutputOptions.FrameStyle.self) ?? .springs
        guard case .video(.gif, _) = target else {
            for option in [GIFOutputOptions.loop, GIFOutputOptions.frames] where arguments.isPresent(option) {
                throw .optionNotHere(option.name, onlyWith: "a .gif output")
            }
            return nil
        }
        if style == .moves, let clash = timingOptions.first(where: { arguments.isPresent($0) }) {
            throw .conflictingOptions(clash.name, "--frames moves")
        }
        loop = arguments.integer(GIFOutputOptions.loop)
        self.style = style
    }
}

extension RenderCommand {
    /// Writes a GIF with ChessMotion's own encoder: an animation at the schedule's rate, or with
    /// `--frames moves` one frame per position of a game.
    static func renderGIF(_ request: GIFRequest, setup: PreparedScene, options: RenderingOptions, arguments: ParsedArguments,
                          to url: URL, path: String, mode: ClipPlayback, held: Double?, quiet: Bool) throws -> Int32 {
        let size = try options.pixelSize(for: setup)
        let clip: GIFClip
        var renderer = setup.renderer
        var strategy = GIFExportStrategy.twoPasses
        let gifOptions: GIFOptions
        let timing: String
        switch request.style {
        case .springs:
            let schedule = try Self.schedule(for: setup, arguments, mode: mode, held: held,
                                             defaultFPS: ExportTarget.video(.gif, url).defaultFPS)
            clip = GIFClip(schedule: schedule)
            gifOptions = GIFOptions(loopCount: request.loop ?? (mode == .loop ? 0 : nil),
                                    comment: (setup.scene as? GameScene).map { GameMoveFrames.comment(for: $0.game) })
            timing = schedule.timing
        case .moves:
            guard let game = setup.scene as? GameScene else {
                throw UsageError.optionNotHere("--frames moves", onlyWith: "a PGN file (a game) as SCENE")
            }
            let pace: GamePacing.Pace
            switch try GameOptions.every(arguments) {
            case .real?: pace = .real
            case let .seconds(delay)?:
                if delay > GameMoveFrames.maximumDelay {
                    // The GIF would silently hold each position for 655.35 s, not what was asked.
                    throw UsageError.outOfRange(option: GameOptions.every.name, value: delay.trimmed,
                                                allowed: "at most \(GameMoveFrames.maximumDelay.trimmed) with --frames moves, a GIF frame's longest delay")
                }
                pace = .even(delay)
            case nil: pace = .even(GameMoveFrames.defaultDelay)
            }
            let frames = GameMoveFrames(scene: game, pace: pace)
            let timingText = "\(WrittenOutput.seconds(Double(frames.delays.reduce(0, +)) / 100)), one frame per position"
            let started = ContinuousClock.now
            let sceneRenderer = try setup.settings.renderer(for: frames.positions)
            // A position-by-position GIF is shared like lichess's: it repeats unless told otherwise.
            let loopCount = request.loop ?? 0
            if let style = frames.spriteStyle(width: size.width, renderer: sceneRenderer) {
                // Whole-pixel squares: each frame is copies of squares drawn once, composed in the
                // palette and coded where it changed, in one pass on this thread.
                let bytes = try frames.spriteGIF(style: style, loopCount: loopCount)
                try StillWriter.write(Data(bytes), to: url)
                WrittenOutput.clip(to: path, frames: frames.delays.count, size: style.pixelSize, timing: timingText,
                                   bytes: bytes.count, wallTime: Self.seconds(ContinuousClock.now - started)).report(quiet: quiet)
                return 0
            }
            clip = try frames.clip()
            renderer = sceneRenderer
            // Position after position, a frame changes in a few squares: drawn once, coded where it changed.
            strategy = .keptChanges
            gifOptions = GIFOptions(loopCount: loopCount, comment: frames.comment)
            timing = timingText
        }
        let parallel = try RenderWorkers(arguments).renderer(for: size)
        let exporter = try GIFExporter(renderer: renderer, clip: clip, size: size, parallel: parallel,
                                       options: gifOptions, strategy: strategy, to: url)
        let interruption = ExportInterruption(message: "interrupted: no GIF was written", cleanup: exporter.interruptionCleanup)
        defer { interruption.end() }
        let report = try ProgressBar.showing(quiet: quiet) { try exporter.export(progress: $0) }
        WrittenOutput.clip(to: path, frames: report.storedFrames, size: size, timing: timing, bytes: ByteCount.ofFile(at: url),
                           wallTime: report.wallTime).report(quiet: quiet)
        return 0
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
