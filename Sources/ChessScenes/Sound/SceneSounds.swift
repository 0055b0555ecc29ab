import BoardKit
import MotionKit

// Each scene's sounds, from the constants it draws with.

extension CoinsScene: SoundTimelineScene {
    /// A coin at each coin's landing, the badge at its own.
    package var soundTimeline: SceneSoundTimeline {
        SceneSoundTimeline((0..<Self.coinCount).map { SceneSoundTimeline.Cue(time: Self.coinLanding($0), sound: .coin) }
            + [SceneSoundTimeline.Cue(time: Self.badgeLanding, sound: .badge)])
    }
}

extension ClockScene: SoundTimelineScene {
    /// The press as the finger lands, the flag as it has dropped.
    package var soundTimeline: SceneSoundTimeline {
        SceneSoundTimeline([SceneSoundTimeline.Cue(time: Self.pressAt, sound: .clockPress),
                            SceneSoundTimeline.Cue(time: Self.flagLanding, sound: .flag)])
    }
}

extension BotsScene: SoundTimelineScene {
    /// The tap on the picked card, then each move of the opening.
    package var soundTimeline: SceneSoundTimeline {
        SceneSoundTimeline([SceneSoundTimeline.Cue(time: plan.pickAt, sound: .tap)]
            + SceneSoundTimeline.moves(of: timeline, motion: .standard))
    }
}

extension GameScene: SoundTimelineScene {
    /// Each move, then the end once the result is shown (a finished game only).
    package var soundTimeline: SceneSoundTimeline {
        SceneSoundTimeline(SceneSoundTimeline.moves(of: timeline, motion: motion)
            + (resultText == nil ? [] : [SceneSoundTimeline.Cue(time: resultTime, sound: .end)]))
    }
}
