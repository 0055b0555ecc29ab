import MotionKit

/// Cairo drawing over part of a frame: a move's badge, a result banner, or a caller's arrows
/// and circles. It is drawn once, on a clear canvas the size of `bounds`, laid over the frame's
/// colours there and mapped to the sprite sheet's fixed palette by nearest colour, so anything
/// Cairo can draw can sit on a composed frame.
package struct GameGIFOverlay: Sendable {
    /// Where it draws, in the frame's box units (the game scene's: 360 wide, board below a
    /// 30-unit bar when there are bars). Paint outside it is cut off.
    package var bounds: Rect
    /// Draws in the frame's box units.
    package var draw: @Sendable (MotionCanvas) -> Void

    package init(bounds: Rect, draw: @escaping @Sendable (MotionCanvas) -> Void) {
        self.bounds = bounds
        self.draw = draw
    }
}
