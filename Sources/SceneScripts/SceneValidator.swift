import ChessMotionSupport
import BoardKit
import ChessCore
import MotionKit

/// The one engine that checks a scene's moves and timing, for scripts (`chess-motion validate`,
/// scripted scenes) and for scenes written in Swift alike. Chess is BoardKit's timeline, which
/// asks ChessCore about every move; on top of it come the rules a loop needs to read well:
/// instants in order, inside the loop and far enough apart for each spring to settle; a still
/// frame that shows the settled result; a fade-out complete by the end; captions and board in
/// the box. It collects every problem it can rather than stopping at the first.
public enum SceneValidator {
    /// Checks a scene written in Swift: its moves as it hands them to `playBoard`, and its
    /// timing. Pass the fades and the board's frame when the scene has them.
    public static func validate(moves: [TimedMove], start: Position = .start, duration: Double, stillTime: Double,
                                fadeIn: TimeSpan? = nil, fadeOut: TimeSpan? = nil, box: Size = .sceneBox,
                                board: Rect? = nil, motion: BoardMotion = .standard) -> SceneValidation {
        var run = ValidationRun(start: start, moves: moves.map { ValidationRun.Entry(move: $0, location: nil) },
                                motion: motion)
        run.checkChess()
        run.checkTiming(duration: duration, fadeOut: fadeOut)
        run.checkStill(stillTime, duration: duration, fadeIn: fadeIn, fadeOut: fadeOut, at: nil)
        run.checkFades(fadeIn: fadeIn, fadeOut: fadeOut, duration: duration, fadeInAt: nil, fadeOutAt: nil)
        if let board { run.checkBoard(board, box: box, at: nil) }
        return run.result()
    }

    /// Checks a parsed script, first deriving its `auto` timing from its last move. `assets`
    /// lists what is installed — themes, piece sets, the bots and the locales' words — when the
    /// caller knows it; `measure` sizes caption text (Pango by default).
    public static func validate(_ script: SceneScript, assets: SceneAssetNames? = nil, motion: BoardMotion = .standard) -> SceneValidation {
        validate(script, assets: assets, motion: motion, measure: TextMeasurer.sizes)
    }

    /// The same, with caption text sized by `measure` (the tests' stand-in for Pango).
    package static func validate(_ script: SceneScript, assets: SceneAssetNames? = nil, motion: BoardMotion = .standard,
                                 measure: @Sendable ([(text: String, style: TextStyle)]) -> [Size]) -> SceneValidation {
        var run = ValidationRun(start: script.start, moves: [], motion: motion)
        run.loadMoves(of: script)
        run.checkChess()
        let script = run.resolveTiming(of: script)
        if run.timingIsKnown {
            run.checkTiming(duration: script.duration, fadeOut: script.fadeOut)
            run.checkStill(script.stillTime, duration: script.duration, fadeIn: script.fadeIn, fadeOut: script.fadeOut,
                           at: script.location(of: .still))
            run.checkFades(fadeIn: script.fadeIn, fadeOut: script.fadeOut, duration: script.duration,
                           fadeInAt: script.locations[.fadeIn] ?? script.location(of: .duration),
                           fadeOutAt: script.locations[.fadeOut] ?? script.location(of: .duration))
        }
        run.checkCaptions(script.captions, duration: script.duration, box: .sceneBox, words: assets?.words ?? [], measure: measure)
        run.checkMarks(script.marks, duration: script.duration)
        if let intro = script.intro {
            run.checkIntro(intro, assets: assets)
        } else {
            run.checkBoard(script.board.frame(in: .sceneBox), box: .sceneBox, at: script.location(of: .board))
        }
        if let assets { run.checkAssets(script, assets) }
        return run.result(script: script)
    }

    /// Parses and validates a script's text in one go.
    public static func check(text: String, assets: SceneAssetNames? = nil, motion: BoardMotion = .standard) -> ScriptCheck {
        let parsed = SceneScriptParser.parse(text)
        guard let script = parsed.script else {
            return ScriptCheck(script: nil, validation: SceneValidation(diagnostics: parsed.errors.map(SceneDiagnostic.init), timeline: nil))
        }
        return ScriptCheck(script: script, validation: validate(script, assets: assets, motion: motion))
    }
}
