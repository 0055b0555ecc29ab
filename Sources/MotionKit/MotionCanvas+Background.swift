extension MotionCanvas {
    /// Fills `rect` with the palette's background, or leaves it clear when the frame is rendered
    /// with a transparent background (`MotionEnvironment.transparentBackground`): a scene that
    /// paints its own backdrop uses this, so the one switch reaches it too.
    public func fillBackground(_ rect: Rect) {
        guard !environment.transparentBackground else { return }
        fillRect(rect, palette.background)
    }
}
