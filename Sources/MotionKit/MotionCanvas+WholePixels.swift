extension MotionCanvas {
    /// Translates by (`dx`, `dy`) box units taken to the nearest whole device pixels.
    ///
    /// Why: a picture (a piece's raster) moved by a fraction of a pixel is resampled, and every
    /// player does that its own way (rlottie takes the nearest pixel, Cairo filters), so a
    /// board settling by fractions of a pixel looked different in each. Moved by whole pixels,
    /// every picture lands on the fraction of a pixel it has at rest, and is the same pixels
    /// moved, whoever draws it. A move of nothing stays nothing, so a scene at rest is unchanged.
    /// A canvas whose box is not mapped onto pixels by an invertible transform moves as asked.
    public mutating func translateInWholePixels(_ dx: Double, _ dy: Double) {
        let m = transform
        let deviceX = (m.a * dx + m.c * dy).rounded(), deviceY = (m.b * dx + m.d * dy).rounded()
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite, deviceX.isFinite, deviceY.isFinite else {
            translate(dx, dy)
            return
        }
        translate((m.d * deviceX - m.c * deviceY) / determinant, (m.a * deviceY - m.b * deviceX) / determinant)
    }
}
