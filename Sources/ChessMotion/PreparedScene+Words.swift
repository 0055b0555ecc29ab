import ChessScenes
import FoundationEssentials
import MotionExport
import MotionKit

extension PreparedScene {
    /// The scene's captions placed in `schedule`'s clip, in the settings' language: its own text
    /// and each move as its piece lands (`SceneCaptions`), the track tagged with the strings'
    /// `caption.language`.
    package func captions(schedule: FrameSchedule) throws -> ClipCaptions {
        let words = try settings.loadWords()
        let lines = SceneCaptions(scene: scene, sounds: soundTimeline, words: words).lines
        return ClipCaptions(lines: lines.map { ClipCaptions.Line(time: $0.time, until: $0.until, text: $0.text) },
                            schedule: schedule, language: words.knows(SceneStringKey.captionLanguage.rawValue)
                                ? words.text(.captionLanguage) : nil)
    }

    /// The still at `t` in words, in the settings' language: the alt text `--alt` prints and the
    /// service sends with each picture (`SceneAltText`).
    public func altText(at t: Double) throws -> String {
        SceneAltText.text(of: scene, at: t, words: try settings.loadWords())
    }

    /// Where a video's captions go: beside it, its name with `.vtt`.
    package static func captionsFile(besides video: URL) -> URL {
        video.deletingPathExtension().appendingPathExtension("vtt")
    }
}
