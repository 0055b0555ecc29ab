import BoardKit
import ChessCore
import MotionKit

// Each scene's own text as captions and alt text say it, at the instants the scene shows it
// (the constants it draws with).

extension CoinsScene: SpokenScene {
    /// The headline as it fades in; the badge's words as the result shows.
    package func spokenLines(_ words: Localizer) -> [SpokenLine] {
        let total = String(Self.coinCount)
        return [SpokenLine(time: Self.headlineIn, text: words.text(.coinsHeadline)),
                SpokenLine(time: Self.resultAt, text: words.text(.coinsBadgeForged)),
                SpokenLine(time: Self.resultAt, text: words.text(.coinsGamesPlayed, ["total": total]))]
    }
}

extension ClockScene: SpokenScene {
    /// The headline, then the flag's fall and the result as the result shows.
    package func spokenLines(_ words: Localizer) -> [SpokenLine] {
        [SpokenLine(time: Self.headlineIn, text: words.text(.clockHeadline)),
         SpokenLine(time: Self.resultAt, text: words.text(.clockBlackFlagFell)),
         SpokenLine(time: Self.resultAt, text: words.text(.clockWhiteWinsOnTime))]
    }
}

extension BotsScene: SpokenScene {
    /// The headline and the rivals' names until the others leave, who is picked as the tap
    /// lands, the game's title as it fades in.
    package func spokenLines(_ words: Localizer) -> [SpokenLine] {
        let leaving = Self.leave.start + plan.shift
        let names = ChessWords(words).list(rivals.map { words.name(of: $0) })
        return [SpokenLine(time: Self.headlineIn, text: words.text(.botsHeadline), until: leaving),
                SpokenLine(time: Self.headlineIn, text: words.text(.captionRivals, ["names": names]), until: leaving),
                SpokenLine(time: plan.pickAt, text: words.text(.captionPicked, ["name": words.name(of: picked)])),
                SpokenLine(time: Self.captionIn.start + plan.shift, text: gameTitle)]
    }

    package var spokenBoard: SpokenBoard? { SpokenBoard(timeline: timeline, motion: .standard) }
}

extension GameScene: SpokenScene {
    /// Who plays whom from the start; the result once it shows.
    package func spokenLines(_ words: Localizer) -> [SpokenLine] {
        [SpokenLine(time: 0, text: words.text(.captionPlayers, ["white": player(.white).name, "black": player(.black).name]))]
            + (resultText.map { [SpokenLine(time: resultTime, text: $0)] } ?? [])
    }

    package var spokenBoard: SpokenBoard? {
        let steps = timeline.steps, annotations = annotations, motion = motion
        // The marks of the last ply played, as the scene draws them.
        return SpokenBoard(timeline: timeline, motion: motion) { t in
            let played = steps.filter { $0.instant <= t }.count
            return played > 0 ? annotations.annotations(at: steps[played - 1].instant, motion: motion) : .none
        }
    }

    /// The ply's comments, whether or not the picture shows them: the captions are the words.
    package func spokenComment(ply index: Int) -> String? {
        guard game.plies.indices.contains(index) else { return nil }
        let comment = game.plies[index].comment
        return comment.isEmpty ? nil : comment
    }
}

extension BoardScene: SpokenScene {
    package func spokenLines(_ words: Localizer) -> [SpokenLine] { [] }

    package var spokenBoard: SpokenBoard? {
        let annotations = annotations
        let content: SpokenBoard.Content = switch self.content {
        case let .timeline(timeline): .timeline(timeline, motion: options.motion)
        case let .diagram(diagram): .diagram(diagram)
        }
        return SpokenBoard(content) { _ in annotations }
    }
}
