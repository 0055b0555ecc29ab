import ChessScenes
import BoardKit
import MotionKit

/// The bots scene answers for its opening through the validator scripts go through: its moves
/// legal, far enough apart to settle, and its still frame after the last one has.
extension BotsScene: MoveValidatingScene {
    public func validation() -> SceneValidation {
        let moves = timeline.steps.map { step in
            TimedMove(step.move.from.name, step.move.to.name, at: step.instant, promotion: step.move.promotion)
        }
        return SceneValidator.validate(
            moves: moves, start: timeline.start, duration: duration, stillTime: stillTime,
            fadeIn: TimeSpan(Self.fadeIn.start, Self.fadeIn.end), fadeOut: TimeSpan(Self.fadeOut.start, Self.fadeOut.end),
            board: Rect(origin: Self.boardOrigin, size: Size(8 * Self.squareSide, 8 * Self.squareSide)))
    }
}
