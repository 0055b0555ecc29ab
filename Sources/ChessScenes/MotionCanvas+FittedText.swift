import MotionKit

extension MotionCanvas {
    /// Draws `string` no wider than `width`: as asked when it fits, otherwise scaled down around
    /// `point` (so its anchor stays put) until it does. Words in another language or a long
    /// name grow; a scene's text must still never run off its panel or across a hinge.
    func text(_ string: String, at point: Point, style: TextStyle, color: Color, anchor: TextAnchor = .center,
              fitting width: Double) {
        let natural = measure(string, style: style).width
        guard natural > width, width > 0 else {
            text(string, at: point, style: style, color: color, anchor: anchor)
            return
        }
        var shrunk = self
        shrunk.scale(width / natural, around: point)
        shrunk.text(string, at: point, style: style, color: color, anchor: anchor)
    }
}
