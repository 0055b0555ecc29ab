import MotionKit

/// A scene that plays moves on a board. It answers for its moves and timing through the same
/// validator scripts go through, so `chess-motion validate NAME` and the tests can check a
/// scene written in Swift exactly as they check a script.
package protocol MoveValidatingScene: MotionScene {
    func validation() -> SceneValidation
}

extension ScriptedScene: MoveValidatingScene {
    package func validation() -> SceneValidation {
        SceneValidator.validate(script, motion: motion)
    }
}
