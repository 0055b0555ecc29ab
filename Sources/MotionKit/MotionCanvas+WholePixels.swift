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

    /// Whether `rect` falls on whole device pixels: pixels are drawn here (not a vector document
    /// or recording), the transform keeps rectangles upright, and every edge lies on a pixel's
    /// edge (Cairo's 1/256-pixel grid rounds the rest onto it). An opaque fill of such a rectangle
    /// covers each pixel inside it wholly and none outside, so what it hides need not be drawn.
    package func fallsOnWholePixels(_ rect: Rect) -> Bool {
        guard !isVector, !isRecordingVectors else { return false }
        let m = transform
        guard m.b == 0, m.c == 0 else { return false }
        let edges = [m.a * rect.minX + m.tx, m.a * rect.maxX + m.tx, m.d * rect.minY + m.ty, m.d * rect.maxY + m.ty]
        return edges.allSatisfy { $0.isFinite && abs($0 - $0.rounded()) < 1e-6 }
    }
}
