import BoardKit
import ChessScenes

extension SceneScript {
    /// The bot intro this script describes, with the moves as the validator played them
    /// (`timeline`), or nil for a board script.
    package func introPlan(timeline: BoardTimeline) -> BotsIntroPlan? {
        guard let intro else { return nil }
        let moves = timeline.steps.map { step in
            TimedMove(step.move.from.name, step.move.to.name, at: step.instant, promotion: step.move.promotion)
        }
        return BotsIntroPlan(rivals: intro.rivals.map(\.id), pick: intro.pick.id, pickAt: intro.pick.at, start: timeline.start,
                             moves: moves, duration: duration, stillTime: stillTime, speed: speed,
                             fadeIn: fadeIn.start...fadeIn.end, fadeOut: fadeOut.start...fadeOut.end,
                             orientation: orientation, coordinates: coordinates)
    }
}
