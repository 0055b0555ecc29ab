import MotionKit

/// A script's main spring is its last move, the one the scene builds up to (the mate, the
/// promotion); every piece travels on the board's one spring. A script without moves has none.
extension ScriptedScene: MainSpringDescribing {
    package var mainSpring: MainSpring? {
        guard let last = timeline.steps.last else { return nil }
        return MainSpring(motion.spring, start: last.instant, role: "the last move, \(last.san)")
    }
}
