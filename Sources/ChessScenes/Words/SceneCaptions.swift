import BoardKit
import MotionKit

/// A scene's captions in scene seconds: its own text (`SpokenScene.spokenLines`) and one line
/// per move at the instant its piece lands ("1. e4 — white pawn to e4", with the move's comment
/// beneath), in the words' locale. Lines that start together are one caption. The clip places
/// them (`ClipCaptions`); a caption lasts until the next one starts or its text leaves.
package struct SceneCaptions: Sendable, Hashable {
    /// In order of time, no two at the same instant.
    package let lines: [SpokenLine]

    package init(lines: [SpokenLine]) {
        var merged: [SpokenLine] = []
        for line in lines.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }).map(\.element) {
            if let last = merged.last, last.time == line.time {
                merged[merged.count - 1].text += "\n" + line.text
                // Read together, shown as long as either is.
                merged[merged.count - 1].until = last.until.flatMap { mine in line.until.map { max(mine, $0) } }
            } else {
                merged.append(line)
            }
        }
        self.lines = merged
    }

    /// `scene`'s captions in `words`; `sounds` is the scene's sound timeline, where the moves'
    /// instants come from. A scene that says nothing has none.
    package init(scene: any MotionScene, sounds: SceneSoundTimeline?, words: Localizer) {
        guard let spoken = scene as? any SpokenScene else {
            self.init(lines: [])
            return
        }
        var lines = spoken.spokenLines(words)
        if let steps = spoken.spokenBoard?.steps, let sounds {
            let chess = ChessWords(words)
            for (ply, time) in CaptionInstants.moves(in: sounds) where steps.indices.contains(ply) {
                let said = chess.caption(steps[ply])
                lines.append(SpokenLine(time: time, text: spoken.spokenComment(ply: ply).map { said + "\n" + $0 } ?? said))
            }
        }
        self.init(lines: lines)
    }
}
