import MotionKit

/// A small scene that exercises what real scenes use (text through Pango, paths, fades, motion
/// on springs) so export tests see realistic frames without depending on ChessScenes.
public struct ExportTestScene: MotionScene {
    public let duration = 2.0
    public let stillTime = 1.5

    public init() {}

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        var c = canvas
        c.fade(M.smooth(0, 0.2, t) * (1 - M.smooth(1.8, 2.0, t)))
        let x = M.lerp(60, 300, M.spring(t - 0.2, w: 9))
        c.circle(Point(x, 140), radius: 24, c.palette.accent)
        c.fill(.star(center: Point(180, 70), points: 5, outer: 30, inner: 12, rotation: t * 2), c.palette.gold)
        c.text("t = \(Int(t * 10)) · Sofía", at: Point(180, 230), style: .title(18), color: c.palette.text)
    }
}
