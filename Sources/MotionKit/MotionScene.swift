/// A scene is a pure function of time: `draw` must depend on `t` and the canvas alone, so any
/// frame can be drawn in any order, on any core, and the same t always gives the same pixels.
public protocol MotionScene: Sendable {
    /// Seconds of one loop, in scene time.
    var duration: Double { get }
    /// The rest frame that tells the story; drawn for Reduce Motion and as the still.
    var stillTime: Double { get }
    /// The logical box the scene draws in; the renderer scales it to the output.
    var box: Size { get }
    /// Real time is multiplied by this to get scene time.
    var speed: Double { get }
    func draw(_ canvas: inout MotionCanvas, t: Double)
}

extension MotionScene {
    public var box: Size { .sceneBox }
    public var speed: Double { 1 }
}
