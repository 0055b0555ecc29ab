import ChessMotion
import BoardKit
import SceneScripts

extension ScriptedScene {
    /// This script as the kit page draws it (`ScriptKitPlan`).
    package var kitPlan: ScriptKitPlan {
        let origin = script.board.origin(in: box)
        let board = ScriptKitPlan.Board(
            origin: [origin.x, origin.y], side: script.board.side, orientation: script.orientation.description,
            coordinates: script.coordinates, motion: BoardPlan.Spring(motion),
            plan: BoardPlan(timeline, motion: motion, marks: marks))
        let header = KitPlanHeader(
            kind: "script", name: script.name, duration: script.duration, still: script.stillTime, speed: script.speed,
            fadeIn: [script.fadeIn.start, script.fadeIn.end], fadeOut: [script.fadeOut.start, script.fadeOut.end],
            theme: script.theme, pieces: script.pieces, mainSpringRole: mainSpring?.role)
        return ScriptKitPlan(header: header, members: ScriptKitPlan.Members(
            board: board,
            captions: script.captions.map { caption in
                let center = caption.center(in: box)
                return ScriptKitPlan.Caption(start: caption.span.start, end: caption.span.end, text: caption.text,
                                             x: center.x, y: center.y, size: caption.size, fade: caption.fadeLength)
            }))
    }
}
