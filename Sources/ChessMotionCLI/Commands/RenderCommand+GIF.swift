import ChessMotion
import ChessMotionSupport
import ChessScenes
import FoundationEssentials
import GameGIF
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
    /// `--frames moves`: one GIF frame per position of a game, written by the library's one
    /// rule for such GIFs (`GameMoveFrames.writeGIF`), which `POST /game.gif` uses too.
    static func renderMoves(_ request: GIFRequest, setup: PreparedScene, options: RenderingOptions, arguments: ParsedArguments,
                            to url: URL, path: String, quiet: Bool) throws -> Int32 {
        let size = try options.pixelSize(for: setup)
        guard let game = setup.scene as? GameScene else {
            throw UsageError.optionNotHere("--frames moves", onlyWith: "a PGN file (a game) as SCENE")
        }
        let pace: GamePacing.Pace
        do { pace = try GameMoveFrames.pace(for: try GameOptions.every(arguments)?.timing) } catch let error as GameMoveFrames.HoldTooLong {
            throw UsageError.outOfRange(option: GameOptions.every.name, value: error.seconds.trimmed,
                                        allowed: "at most \(GameMoveFrames.maximumDelay.trimmed) with --frames moves, a GIF frame's longest delay")
        }
        let frames = GameMoveFrames(scene: game, pace: pace)
        let renderer = try setup.settings.renderer(for: frames.positions)
        let parallel = try RenderWorkers(arguments).renderer(for: size)
        // A position-by-position GIF is shared like lichess's: it repeats unless told otherwise.
        let written = try ProgressBar.showing(quiet: quiet) { progress in
            try frames.writeGIF(size: size, renderer: renderer, parallel: parallel, loopCount: request.loop ?? 0,
                                sheets: GameGIFSheetStore.standardFolder(environment: ProcessInfo.processInfo.environment), to: url,
                                progress: progress) {
                ExportInterruption(message: "interrupted: no GIF was written", cleanup: $0)
            }
        }
        WrittenOutput.clip(to: path, frames: written.frames, size: written.size,
                           timing: "\(WrittenOutput.seconds(Double(frames.delays.reduce(0, +)) / 100)), one frame per position",
                           bytes: written.bytes, wallTime: written.wallTime).report(quiet: quiet)
        return 0
    }
}
