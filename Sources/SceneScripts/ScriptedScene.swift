import BoardKit
import ChessCore
import ChessScenes
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
    /// The locale's words, for captions that name a string key or carry translations; nil
    /// draws every caption as written.
    public let words: Localizer?
    /// Each caption's text in `words`' locale and the way it runs, found once.
    private let captionTexts: [(text: String, direction: TextDirection)]
    /// The script's arrows, circles and fills as the board draws them over time.
    package let marks: [TimedAnnotation]

    /// Fails with every error the validator finds; warnings do not stop a scene. `auto` timing
    /// is derived here, as the validator derives it.
    public init(script: SceneScript, theme: BoardTheme, pieces: PieceSet, motion: BoardMotion = .standard,
                words: Localizer? = nil) throws(SceneScriptError) {
        let validation = SceneValidator.validate(script, motion: motion)
        guard validation.isValid, let timeline = validation.timeline else { throw .invalid(validation.errors) }
        self.init(script: validation.script ?? script, timeline: timeline, theme: theme, pieces: pieces, motion: motion, words: words)
    }

    /// For a script already validated, its `auto` timing derived (the CLI validates before it
    /// loads assets: `ScriptCheck.script`).
    public init(script: SceneScript, timeline: BoardTimeline, theme: BoardTheme, pieces: PieceSet, motion: BoardMotion = .standard,
                words: Localizer? = nil) {
        self.script = script
        self.timeline = timeline
        self.theme = theme
        self.pieces = pieces
        self.motion = motion
        self.words = words
        marks = script.marks.compactMap(\.timed)
        captionTexts = script.captions.map { caption in
            let text = caption.text(in: words)
            return (text, TextMetrics.direction(of: text))
        }
    }

    public var duration: Double { script.duration }
    public var stillTime: Double { script.stillTime }
    public var speed: Double { script.speed }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(script.opacity(at: t))
        let options = BoardOptions(orientation: script.orientation, coordinates: script.coordinates, motion: motion)
        playBoard(c, t: t, origin: script.board.origin(in: box), side: script.board.side, timeline: timeline,
                  annotations: marks.annotations(at: t, motion: motion), theme: theme, pieces: pieces, options: options)
        for (caption, text) in zip(script.captions, captionTexts) {
            drawCaption(caption, text: text.text, direction: text.direction, on: c, t: t)
        }
    }

    private func drawCaption(_ caption: ScriptCaption, text: String, direction: TextDirection, on canvas: MotionCanvas, t: Double) {
        let span = caption.span
        let fade = caption.fadeLength
        let shown = fade > 0
            ? M.smooth(span.start, span.start + fade, t) * (1 - M.smooth(span.end - fade, span.end, t))
            : (span.contains(t) ? 1 : 0)
        guard shown > 0 else { return }
        var c = canvas
        c.fade(shown)
        let (point, anchor) = caption.anchor(in: box, direction: direction)
        c.text(text, at: point, style: caption.style, color: c.palette.text, anchor: anchor)
    }
}
