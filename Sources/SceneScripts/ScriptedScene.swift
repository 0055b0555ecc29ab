import BoardKit
import ChessCore
import MotionKit

/// A scene script made drawable: the board playing the script's moves, its captions, and the
/// fades that make the loop seamless. Like every scene it is a pure function of time; the
/// script is validated once, when the scene is made, so no frame can show an illegal move.
public struct ScriptedScene: MotionScene {
    public let script: SceneScript
    public let timeline: BoardTimeline
    public let theme: BoardTheme
    public let pieces: PieceSet
    public let motion: BoardMotion

    /// Fails with every error the validator finds; warnings do not stop a scene.
    public init(script: SceneScript, theme: BoardTheme, pieces: PieceSet, motion: BoardMotion = .standard) throws(SceneScriptError) {
        let validation = SceneValidator.validate(script, motion: motion)
        guard validation.isValid, let timeline = validation.timeline else { throw .invalid(validation.errors) }
        self.init(script: script, timeline: timeline, theme: theme, pieces: pieces, motion: motion)
    }

    /// For a script already validated (the CLI validates before it loads assets).
    public init(script: SceneScript, timeline: BoardTimeline, theme: BoardTheme, pieces: PieceSet, motion: BoardMotion = .standard) {
        self.script = script
        self.timeline = timeline
        self.theme = theme
        self.pieces = pieces
        self.motion = motion
    }

    public var duration: Double { script.duration }
    public var stillTime: Double { script.stillTime }
    public var speed: Double { script.speed }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(script.opacity(at: t))
        let options = BoardOptions(orientation: script.orientation, coordinates: script.coordinates, motion: motion)
        playBoard(c, t: t, origin: script.board.origin(in: box), side: script.board.side, timeline: timeline,
                  theme: theme, pieces: pieces, options: options)
        for caption in script.captions {
            drawCaption(caption, on: c, t: t)
        }
    }

    private func drawCaption(_ caption: ScriptCaption, on canvas: MotionCanvas, t: Double) {
        let span = caption.span
        let fade = caption.fadeLength
        let shown = fade > 0
            ? M.smooth(span.start, span.start + fade, t) * (1 - M.smooth(span.end - fade, span.end, t))
            : (span.contains(t) ? 1 : 0)
        guard shown > 0 else { return }
        var c = canvas
        c.fade(shown)
        c.text(caption.text, at: caption.center(in: box), style: caption.style, color: c.palette.text)
    }
}
