import BoardKit
import ChessScenes

extension ScriptedScene: SpokenScene {
    /// Each caption of the script, in the words' locale, for as long as it is shown.
    package func spokenLines(_ words: Localizer) -> [SpokenLine] {
        script.captions.map { SpokenLine(time: $0.span.start, text: $0.text(in: words), until: $0.span.end) }
    }

    package var spokenBoard: SpokenBoard? {
        let marks = marks, motion = motion
        return SpokenBoard(timeline: timeline, motion: motion) { marks.annotations(at: $0, motion: motion) }
    }
}
