import ChessScenes
import BoardKit
import MotionKit

/// A bot intro answers for its opening through the validator scripts go through: its moves
/// legal, far enough apart to settle, and its still frame after the last one has.
extension BotsScene: MoveValidatingScene {
    package func validation() -> SceneValidation {
        SceneValidator.validate(
            moves: plan.moves, start: plan.start, duration: duration, stillTime: stillTime,
            fadeIn: TimeSpan(plan.fadeIn.lowerBound, plan.fadeIn.upperBound),
            fadeOut: TimeSpan(plan.fadeOut.lowerBound, plan.fadeOut.upperBound),
            board: Rect(origin: Self.boardOrigin, size: Size(8 * Self.squareSide, 8 * Self.squareSide)))
    }
}
