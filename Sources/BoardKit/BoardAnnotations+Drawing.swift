import MotionKit

extension BoardAnnotations {
    /// A circle's ring width, in squares: thin enough that the piece inside still reads.
    static let ringWidth = 0.07

    /// Draws the annotations in their layers — fills, circles, arrows — in `colors`' theme. The
    /// one routine every output uses: stills, games, GIFs and vector files alike.
    func draw(on canvas: MotionCanvas, geometry: BoardGeometry, colors: BoardColors) {
        for fill in fills where fill.shown > 0 {
            var c = canvas
            c.fade(fill.shown)
            c.fillRect(geometry.rect(of: fill.square), fill.color.resolved(in: colors))
        }
        let ring = Self.ringWidth * geometry.side
        for circle in circles where circle.shown > 0 {
            var c = canvas
            c.fade(circle.shown)
            c.strokeCircle(geometry.center(of: circle.square), radius: (geometry.side - ring) / 2,
                           circle.color.resolved(in: colors), width: ring)
        }
        for arrow in arrows where arrow.shown > 0 && arrow.grown > 0 {
            var c = canvas
            c.fade(arrow.shown)
            c.fill(arrow.outline(on: geometry, grown: arrow.grown), arrow.color.resolved(in: colors))
        }
    }
}
