import MotionKit

/// A scene made of one drawing closure, for tests that need a few shapes on a canvas rather
/// than a scene of their own: `ClosureScene { canvas, t in canvas.circle(...) }`.
public struct ClosureScene: MotionScene {
    public var duration: Double
    public var stillTime: Double
    let body: @Sendable (inout MotionCanvas, Double) -> Void

    public init(duration: Double = 1, stillTime: Double = 0, _ body: @escaping @Sendable (inout MotionCanvas, Double) -> Void) {
        self.duration = duration
        self.stillTime = stillTime
        self.body = body
    }

    public func draw(_ canvas: inout MotionCanvas, t: Double) { body(&canvas, t) }
}
