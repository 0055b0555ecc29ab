import MotionKit

/// What a still of a scene shows, in words, for a picture's alt text: the scene's own text on
/// screen at that instant, then its board described square by square (`PositionWords`).
package enum SceneAltText {
    /// The alt text of `scene` drawn at `t`, in `words`' locale.
    package static func text(of scene: any MotionScene, at t: Double, words: Localizer) -> String {
        guard let spoken = scene as? any SpokenScene else { return "" }
        let lines = spoken.spokenLines(words).filter { $0.isShown(at: t) }.map { sentence($0.text) }
        let board = spoken.spokenBoard.map { [$0.describe(at: t, words: PositionWords(words))] } ?? []
        return (lines + board).joined(separator: " ")
    }

    /// A line as a sentence: its own full stop kept, one added otherwise; its lines as one.
    static func sentence(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingSpaces()
        guard let last = flat.last else { return flat }
        return ".!?…".contains(last) ? flat : flat + "."
    }
}
